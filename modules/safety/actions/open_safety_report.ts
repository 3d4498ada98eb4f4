import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { simpleEmail } from '#app/support/mail/layout'
import { sendMail } from '#app/support/mail/send_mail_job'
import { subjectIsLive } from '#kernel/subjects'
import { User } from '#modules/identity/index'
import { notify } from '#modules/notifications/index'
import SafetyReport from '../models/safety_report.js'
import SafetyReportAction from '../models/safety_report_action.js'
import { URGENT_REPORT_KEY } from '../notifications.js'
import { actingUserOf, reportReason, reportStatus, resolutionState, severityOf, severityRank, type ActionState, type ReportReason, type SafetyReportType } from '../shared/index.js'

export type OpenSafetyReportInput = {
  type: SafetyReportType
  reason: ReportReason
  description: string
  /** Who reported it (null: the platform). */
  reporterId: number | null
  link?: string | null
  sessionId?: number | null
  contentFlagId?: number | null
  subjectUserIds?: number[]
  detectedIssueType?: string | null
  sanctionId?: number | null
  /** A first entry of the actions log (e.g. a removed-learner review's yes/no). */
  firstAction?: { userId: number | null; status: ActionState; comment: string | null }
}

/** Holders of admin:safety: the on-call staff of this platform (decision, README). */
async function onCallStaff() {
  const rows = await db.from('user_roles').where('role', 'admin:safety').whereNull('deleted_at').distinct('user_id')
  return User.query().whereIn('id', rows.map((row: { user_id: number }) => Number(row.user_id)))
}

/**
 * issue 13 §1 "A high-severity report on a live session alerts the on-call staff immediately
 * (notification + email)". Runs once the report is committed: whether the session is live is its
 * owner's answer (a query of its own, outside the caller's transaction).
 */
async function alertOnCallIfLive(report: SafetyReport) {
  if (report.severity !== 'high' || report.sessionId === null) return
  if (!(await subjectIsLive({ type: 'session', id: report.sessionId }))) return
  const staff = await onCallStaff()
  const reasonLabel = reportReason(report.reason).label
  await db.transaction(async (trx) => {
    for (const person of staff) {
      await notify({ key: URGENT_REPORT_KEY, userId: person.id, relatedUserId: report.userId, sessionId: report.sessionId, payload: { reportId: report.id, reasonLabel } }, { client: trx })
    }
  })
  for (const person of staff) {
    const content = simpleEmail({
      greeting: `Hi ${person.name},`,
      paragraphs: [`A high-severity report (${reasonLabel}) was filed about a session that is happening now.`, 'Please look at it right away.'],
      action: { label: 'Open the report', path: `/admin/reports/${report.id}` },
    })
    await sendMail({ idempotencyKey: `safety.urgent.${report.id}.${person.id}`, to: person.email, subject: `Urgent safety report #${report.id}`, ...content })
  }
}

/**
 * Opens a safety report inside the caller's transaction (the /report form, removed-learner
 * reviews, appeals, and other modules: background-check-failed, age). Severity comes from the
 * reason (spec 002 §9). Status fields are derived from the first action when given.
 */
export async function openSafetyReport(input: OpenSafetyReportInput, { client }: { client: TransactionClientContract }): Promise<SafetyReport> {
  const severity = severityOf(input.reason)
  const actions = input.firstAction ? [{ userId: input.firstAction.userId, status: input.firstAction.status, createdAt: DateTime.utc().toISO() }] : []
  const report = await SafetyReport.create(
    {
      userId: input.reporterId,
      type: input.type,
      reason: input.reason,
      severity,
      severityRank: severityRank(severity),
      detectedIssueType: input.detectedIssueType ?? null,
      link: input.link ?? null,
      description: input.description,
      sessionId: input.sessionId ?? null,
      contentFlagId: input.contentFlagId ?? null,
      subjectUserIds: [...new Set(input.subjectUserIds ?? [])],
      status: reportStatus(actions),
      resolution: resolutionState(actions),
      actingUserId: actingUserOf(actions),
      internalNote: null,
      internalTypes: [],
      actionNeededAt: null,
      sanctionId: input.sanctionId ?? null,
    },
    { client }
  )
  if (input.firstAction) {
    await SafetyReportAction.create({ safetyReportId: report.id, userId: input.firstAction.userId, status: input.firstAction.status, comment: input.firstAction.comment, unsuspendedSubjectUsers: false }, { client })
  }
  client.after('commit', () => alertOnCallIfLive(report))
  return report
}

/** openSafetyReport in a transaction of its own. */
export function openSafetyReportNow(input: OpenSafetyReportInput): Promise<SafetyReport> {
  return db.transaction((trx) => openSafetyReport(input, { client: trx }))
}
