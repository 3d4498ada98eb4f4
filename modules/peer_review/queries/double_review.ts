import db from '@adonisjs/lucid/services/db'
import { calibrationAgreement } from '../shared/index.js'
import { sectionOfSlug } from '../rubric.js'

/* Blind double review of a sample of audits (issue 12 §3 ★): open ones, and agreement of the pairs. */

/** Sessions among these whose double review still waits for its second audit. */
export async function openDoubleReviewIdsAmong(sessionIds: number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set()
  const rows = await db.from('double_reviews').whereIn('session_id', sessionIds).whereNull('second_audit_id').select('session_id')
  return new Set(rows.map((row: any) => Number(row.session_id)))
}

export type DoubleReviewAgreement = { sampled: number; completed: number; overall: number | null; bySection: Record<string, number> }

const answersOf = (details: string) => (JSON.parse(details) as { answers?: Record<string, unknown> }).answers ?? {}

/**
 * The agreement between the two reviewers of each completed double review (the same measure as
 * calibration: choice answers both gave, overall and by rubric section), for everyone and for each
 * reviewer who took part (on either side).
 */
export async function doubleReviewAgreement(): Promise<{ overall: DoubleReviewAgreement; byAuditor: Map<number, { compared: number; overall: number | null }> }> {
  const [counts, pairs] = await Promise.all([
    db.from('double_reviews').select(db.raw('count(*) as sampled'), db.raw('count(second_audit_id) as completed')).first(),
    db
      .from('double_reviews as d')
      .join('tutor_audits as f', 'f.id', 'd.first_audit_id')
      .join('tutor_audits as s', 's.id', 'd.second_audit_id')
      .orderBy('d.id', 'desc')
      .limit(1000)
      .select('f.auditor_id as first_auditor', 'f.details as first', 's.auditor_id as second_auditor', 's.details as second'),
  ])
  const compared = pairs.map((row: any) => ({ answers: answersOf(row.second), reference: answersOf(row.first), auditors: [Number(row.first_auditor), Number(row.second_auditor)] }))
  const all = calibrationAgreement(compared, sectionOfSlug)
  const byAuditor = new Map<number, { compared: number; overall: number | null }>()
  for (const id of new Set(compared.flatMap((pair) => pair.auditors))) {
    const result = calibrationAgreement(
      compared.filter((pair) => pair.auditors.includes(id)),
      sectionOfSlug
    )
    byAuditor.set(id, { compared: result.compared, overall: result.overall })
  }
  return {
    overall: { sampled: Number(counts?.sampled ?? 0), completed: Number(counts?.completed ?? 0), overall: all.overall, bySection: all.bySection },
    byAuditor,
  }
}
