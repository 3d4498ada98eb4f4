import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { suspendUser, type SuspensionContext } from '#modules/identity/index'
import Sanction from '../models/sanction.js'
import { APPEAL_WINDOW_DAYS, sanctionReasonLabel, type SanctionReasonCode } from '../shared/index.js'

export type SanctionInput = {
  userId: number
  context: SuspensionContext
  reasonCode: SanctionReasonCode
  evidenceLinks: string[]
  note: string | null
  safetyReportId: number | null
  byUserId: number | null
}

/**
 * Suspends a user with a transparent sanction (issue 13 §1 ★): identity's suspension (its reason is
 * the reason code's label, so identity's screens read the same words) plus the sanction row the
 * blocked screen shows, appealable until APPEAL_WINDOW_DAYS later. In the caller's transaction.
 */
export async function sanctionUser(input: SanctionInput, { client }: { client: TransactionClientContract }): Promise<Sanction> {
  await suspendUser({ userId: input.userId, context: input.context, reason: sanctionReasonLabel(input.reasonCode), note: input.note, byUserId: input.byUserId }, client)
  return Sanction.create(
    {
      userId: input.userId,
      context: input.context,
      reasonCode: input.reasonCode,
      evidenceLinks: input.evidenceLinks,
      safetyReportId: input.safetyReportId,
      byUserId: input.byUserId,
      appealDeadlineAt: DateTime.utc().plus({ days: APPEAL_WINDOW_DAYS }),
      appealedAt: null,
      appealText: null,
      appealReportId: null,
      liftedAt: null,
    },
    { client }
  )
}

export function sanctionUserNow(input: SanctionInput): Promise<Sanction> {
  return db.transaction((trx) => sanctionUser(input, { client: trx }))
}
