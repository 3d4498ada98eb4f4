import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import db from '@adonisjs/lucid/services/db'
import { unsuspendUser } from '#modules/identity/index'
import { notify } from '#modules/notifications/index'
import SafetyReport from '../models/safety_report.js'
import SafetyReportAction from '../models/safety_report_action.js'
import Sanction from '../models/sanction.js'
import { REPORT_RESOLVED_KEY } from '../notifications.js'
import { actingUserOf, reportStatus, resolutionState, type ActionState } from '../shared/index.js'

export type SafetyReportActionInput = { userId: number; status: ActionState; comment: string | null; unsuspendSubjectUsers: boolean }

/**
 * spec 002 §7 "Admin: add safety report action" (id, status, comment, unsuspendSubjectUsers): appends
 * to the log and re-derives status, resolution and acting user (spec 001 §4.4) in one transaction.
 * The report row is locked first (SELECT … FOR UPDATE on PostgreSQL) so two staff acting at once
 * append in order. unsuspendSubjectUsers lifts the subject users' suspensions and sanctions. The
 * person who filed it is told once, when it is first resolved (issue 13 §1).
 */
export async function addSafetyReportAction(reportId: number, input: SafetyReportActionInput): Promise<SafetyReport> {
  return db.transaction(async (trx) => {
    const report = await SafetyReport.query({ client: trx }).where('id', reportId).forUpdate().firstOrFail()
    await SafetyReportAction.create({ safetyReportId: report.id, userId: input.userId, status: input.status, comment: input.comment, unsuspendedSubjectUsers: input.unsuspendSubjectUsers }, { client: trx })
    const log = await SafetyReportAction.query({ client: trx }).where('safety_report_id', report.id).orderBy('id', 'asc')
    const entries = log.map((entry) => ({ userId: entry.userId, status: entry.status, createdAt: entry.createdAt.toISO()! }))
    report.merge({ status: reportStatus(entries), resolution: resolutionState(entries), actingUserId: actingUserOf(entries) })
    await report.useTransaction(trx).save()
    if (input.unsuspendSubjectUsers) {
      for (const userId of report.subjectUserIds) {
        await unsuspendUser({ userId, byUserId: input.userId }, trx)
        await Sanction.query({ client: trx }).where('user_id', userId).whereNull('lifted_at').update({ lifted_at: sqlTime(DateTime.utc()) })
      }
    }
    // Told once: on the first resolution only (a reopened report resolved again says nothing new).
    const resolutions = log.filter((entry) => entry.status === 'resolved').length
    if (input.status === 'resolved' && resolutions === 1 && report.userId !== null && report.type === 'report') {
      await notify({ key: REPORT_RESOLVED_KEY, userId: report.userId, relatedUserId: input.userId, payload: { reportId: report.id } }, { client: trx })
    }
    return report
  })
}
