import SafetyReport from '../models/safety_report.js'
import type { SafetyReportStatus } from '../shared/index.js'
import { displayNamesOf } from '#modules/identity/index'

export const SAFETY_QUEUE_PER_PAGE = 25

export type SafetyQueueRow = { report: SafetyReport; reporterName: string | null; actingName: string | null; subjectNames: string[] }

/**
 * The Safety Reports queue (issue 13 §1 "sorted by severity then age"): one status, high severity
 * first, oldest first within a severity; the index (status, severity_rank, created_at) serves it.
 * Three queries whatever the page size (count, page, names).
 */
export async function safetyQueue(filters: { status: SafetyReportStatus; page: number }) {
  const page = await SafetyReport.query()
    .where('status', filters.status)
    .orderBy('severity_rank', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .paginate(filters.page, SAFETY_QUEUE_PER_PAGE)
  const reports = page.all()
  const names = await displayNamesOf(reports.flatMap((report) => [report.userId, report.actingUserId, ...report.subjectUserIds]))
  const nameOf = (userId: number | null) => (userId === null ? null : (names.get(userId) ?? null))
  const rows: SafetyQueueRow[] = reports.map((report) => ({
    report,
    reporterName: nameOf(report.userId),
    actingName: nameOf(report.actingUserId),
    subjectNames: report.subjectUserIds.map((userId) => names.get(userId) ?? 'Deleted user'),
  }))
  return { rows, meta: { total: Number(page.total), currentPage: page.currentPage, lastPage: Math.max(1, page.lastPage), perPage: SAFETY_QUEUE_PER_PAGE } }
}
