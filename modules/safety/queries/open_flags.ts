import { type DateTime } from 'luxon'
import { displayNamesOf } from '#modules/identity/index'
import ContentFlag from '../models/content_flag.js'
import { severityRank, type ReportReason, type ReportSeverity } from '../shared/index.js'

export type FlagSummary = {
  id: number
  category: ReportReason
  severity: ReportSeverity
  details: string | null
  /** The reporter as others may see them (never an e-mail address); null once the account is gone. */
  reporterName: string | null
  createdAt: DateTime
}

/**
 * The open flags of these subjects of one type, by subject id, each list high severity first then
 * oldest first (for a queue that shows content with its reports, e.g. a world's moderators).
 */
export async function openFlagsFor(subjectType: string, subjectIds: number[]): Promise<Map<number, FlagSummary[]>> {
  const bySubject = new Map<number, FlagSummary[]>()
  if (subjectIds.length === 0) return bySubject
  const flags = await ContentFlag.query()
    .where('content_type', subjectType)
    .whereIn('subject_id', [...new Set(subjectIds)])
    .where('status', 'open')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
  const names = await displayNamesOf(flags.map((flag) => flag.userId))
  for (const flag of flags) {
    const list = bySubject.get(flag.subjectId) ?? []
    list.push({
      id: flag.id,
      category: flag.category,
      severity: flag.severity,
      details: flag.details,
      reporterName: flag.userId === null ? null : (names.get(flag.userId) ?? null),
      createdAt: flag.createdAt,
    })
    bySubject.set(flag.subjectId, list)
  }
  // Stable sort: within a severity the oldest stays first.
  for (const list of bySubject.values()) list.sort((a, b) => severityRank(a.severity) - severityRank(b.severity))
  return bySubject
}

export function findContentFlag(id: number) {
  return ContentFlag.find(id)
}
