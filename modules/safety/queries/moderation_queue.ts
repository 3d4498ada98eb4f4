import db from '@adonisjs/lucid/services/db'
import ContentFlag from '../models/content_flag.js'
import type { ContentFlagStatus, ReportSeverity } from '../shared/index.js'
import { displayNamesOf } from '#modules/identity/index'

export const QUEUE_PER_PAGE = 25

export type QueueFilters = { status: ContentFlagStatus; severity: ReportSeverity | null; type: string | null; page: number }

export type QueueItem = {
  flag: ContentFlag
  reporterName: string | null
  reviewerName: string | null
  /** Reports of the same subject (any status), this one included. */
  reportsOnSubject: number
}

export type QueueMeta = { total: number; currentPage: number; lastPage: number; perPage: number }

// High first, then medium, then low (spec 002 §9 severities; the queue's order, issue 13 §1).
const SEVERITY_ORDER = "CASE severity WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END"

async function reportCounts(flags: ContentFlag[]): Promise<Map<string, number>> {
  if (flags.length === 0) return new Map()
  const rows = await db
    .from(ContentFlag.table)
    .whereIn('content_type', [...new Set(flags.map((flag) => flag.contentType))])
    .whereIn('subject_id', [...new Set(flags.map((flag) => flag.subjectId))])
    .groupBy('content_type', 'subject_id')
    .select('content_type', 'subject_id')
    .count('* as total')
  return new Map(rows.map((row: { content_type: string; subject_id: number; total: number | string }) => [`${row.content_type}:${Number(row.subject_id)}`, Number(row.total)]))
}

/**
 * The staff queue (issue 13 §1 "sorted by severity then age"): flags of one status, optionally one
 * severity and one content type, high severity first, oldest first within a severity. Five
 * queries whatever the page size (count, page, report counts, people's names, content types).
 */
export async function moderationQueue(filters: QueueFilters): Promise<{ items: QueueItem[]; meta: QueueMeta; types: string[] }> {
  const query = ContentFlag.query().where('status', filters.status)
  if (filters.severity) query.where('severity', filters.severity)
  if (filters.type) query.where('content_type', filters.type)
  const page = await query.orderByRaw(SEVERITY_ORDER).orderBy('created_at', 'asc').orderBy('id', 'asc').paginate(filters.page, QUEUE_PER_PAGE)
  const flags = page.all()
  const [counts, names, typeRows] = await Promise.all([
    reportCounts(flags),
    displayNamesOf(flags.flatMap((flag) => [flag.userId, flag.reviewerId])),
    db.from(ContentFlag.table).distinct('content_type').orderBy('content_type'),
  ])
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null))
  return {
    items: flags.map((flag) => ({
      flag,
      reporterName: nameOf(flag.userId),
      reviewerName: nameOf(flag.reviewerId),
      reportsOnSubject: counts.get(`${flag.contentType}:${flag.subjectId}`) ?? 1,
    })),
    meta: { total: Number(page.total), currentPage: page.currentPage, lastPage: Math.max(1, page.lastPage), perPage: QUEUE_PER_PAGE },
    types: typeRows.map((row: { content_type: string }) => row.content_type),
  }
}
