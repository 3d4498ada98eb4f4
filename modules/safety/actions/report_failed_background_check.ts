import db from '@adonisjs/lucid/services/db'
import SafetyReport from '../models/safety_report.js'
import { openSafetyReport } from './open_safety_report.js'

export type FailedBackgroundCheck = { checkId: number; userId: number; recordedByUserId: number }

/** Where staff find the check; also what makes a repeated delivery find the report it opened. */
export const backgroundCheckLink = (check: FailedBackgroundCheck) => `/admin/background-checks?user=${check.userId}#check-${check.checkId}`

/*
 * 'assurance.background_check.failed' (issue 13 §3): a high-severity staff report with reason
 * background-check-failed about the person (spec 002 §9), opened by the platform (no reporter) —
 * the account is already suspended by assurance; the report is where the safety team reviews the
 * sessions the person hosted and who they were in contact with. Once per check.
 */
export async function reportFailedBackgroundCheck(check: FailedBackgroundCheck): Promise<void> {
  const link = backgroundCheckLink(check)
  await db.transaction(async (trx) => {
    if (await SafetyReport.query({ client: trx }).where('link', link).first()) return
    await openSafetyReport(
      {
        type: 'staff',
        reason: 'background-check-failed',
        description: 'A background check recorded by staff failed. The account is suspended; review the sessions this person hosted and their contacts with learners.',
        reporterId: null,
        link,
        subjectUserIds: [check.userId],
      },
      { client: trx }
    )
  })
}
