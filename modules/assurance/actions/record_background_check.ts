import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import type { DateTime } from 'luxon'
import { removeRole, suspendUser } from '#modules/identity/index'
import BackgroundCheck from '../models/background_check.js'
import type { BackgroundCheckStatus } from '../shared/index.js'

export type BackgroundCheckEntry = {
  userId: number
  submittedAt: DateTime
  partnerName: string
  partnerUserId: string | null
  status: BackgroundCheckStatus
  recordedByUserId: number
}

/** The suspension reason a failed check records (spec 001 §4.4 context background-check-failed). */
export const FAILED_CHECK_REASON = 'Background check failed'

/**
 * Staff record a background check (the staff-entered default partner), in one transaction:
 * - passed: the background-check-missing flag (spec 000 §6.1) is lifted;
 * - failed: the account is suspended under background-check-failed (spec 001 §4.4), which ends
 *   its sessions, and 'assurance.background_check.failed' is emitted: safety (a sibling layer,
 *   which assurance cannot import) opens a high-severity report with reason background-check-failed
 *   (spec 002 §9), so the safety team reviews the person's sessions and contacts.
 */
export async function recordBackgroundCheck(entry: BackgroundCheckEntry) {
  return db.transaction(async (trx) => {
    const check = await BackgroundCheck.create(entry, { client: trx })
    const change = { userId: entry.userId, byUserId: entry.recordedByUserId, source: 'background-check' }
    if (entry.status === 'passed') await removeRole({ ...change, role: 'flag:background_check_missing' }, trx)
    if (entry.status === 'failed') {
      await suspendUser({ userId: entry.userId, context: 'background-check-failed', reason: FAILED_CHECK_REASON, byUserId: entry.recordedByUserId }, trx)
      await hooks.emit('assurance.background_check.failed', { checkId: check.id, userId: entry.userId, recordedByUserId: entry.recordedByUserId }, { client: trx })
    }
    return check
  })
}
