import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { maskEmail } from '../mask_email.js'

export const EMAIL_SWAP_STATUSES = ['pending', 'confirmed', 'canceled', 'superseded'] as const
export type EmailSwapStatus = (typeof EMAIL_SWAP_STATUSES)[number]

/* A staff request to move an account to a new email address (database/migrations/0910_email_swaps.ts). */
export default class EmailSwap extends BaseModel {
  static table = 'email_swaps'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare oldEmail: string
  @column() declare newEmail: string
  @column({ serializeAs: null }) declare confirmTokenHash: string
  @column({ serializeAs: null }) declare cancelTokenHash: string
  @column() declare requestedByUserId: number | null
  @column() declare status: EmailSwapStatus
  @column.dateTime() declare expiresAt: DateTime
  @column.dateTime() declare finishedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  /** Pending and not past its expiry: its links still work. */
  isOpenAt(now: DateTime) {
    return this.status === 'pending' && this.expiresAt > now
  }

  /** What the audit log keeps of it: masked addresses (the row itself goes with the retention rule). */
  auditDetails() {
    return { swapId: this.id, from: maskEmail(this.oldEmail), to: maskEmail(this.newEmail), requestedBy: this.requestedByUserId }
  }

  /**
   * Ends an open swap with `status` (a guarded UPDATE: only while pending and unexpired), so of
   * two clicks on its links, or a confirm and a cancel at once, exactly one wins. True for the winner.
   */
  static async finish(trx: TransactionClientContract, id: number, status: Exclude<EmailSwapStatus, 'pending'>) {
    const now = sqlTime(DateTime.utc())
    const affected = await trx
      .from(EmailSwap.table)
      .where('id', id)
      .where('status', 'pending')
      .where('expires_at', '>', now)
      .update({ status, finished_at: now, updated_at: now })
    return affectedRows(affected) === 1
  }
}
