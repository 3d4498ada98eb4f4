import db from '@adonisjs/lucid/services/db'
import { calibrationAgreement, calibrationConcern } from '../shared/index.js'
import { sectionOfSlug } from '../rubric.js'

/* Calibration against gold-standard sessions (issue 12 §3 ★). */

export async function goldSessionIdsAmong(sessionIds: number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set()
  const rows = await db.from('calibration_sessions').whereIn('session_id', sessionIds).select('session_id')
  return new Set(rows.map((row: any) => Number(row.session_id)))
}

export type Calibration = { compared: number; overall: number | null; bySection: Record<string, number>; concern: boolean }

const answersOf = (details: string) => (JSON.parse(details) as { answers?: Record<string, unknown> }).answers ?? {}

/** Each auditor's agreement with the reference answers of the gold sessions they reviewed. */
export async function calibrationOf(auditorIds: number[]): Promise<Map<number, Calibration>> {
  const out = new Map<number, Calibration>()
  if (auditorIds.length === 0) return out
  const rows = await db
    .from('tutor_audits as a')
    .join('calibration_sessions as c', 'c.session_id', 'a.session_id')
    .join('tutor_audits as r', 'r.id', 'c.reference_audit_id')
    .whereIn('a.auditor_id', auditorIds)
    .whereColumn('a.id', '<>', 'r.id')
    .select('a.auditor_id', 'a.details as answers', 'r.details as reference')
  for (const id of auditorIds) {
    const pairs = rows.filter((row: any) => Number(row.auditor_id) === id).map((row: any) => ({ answers: answersOf(row.answers), reference: answersOf(row.reference) }))
    const result = calibrationAgreement(pairs, (slug) => sectionOfSlug(slug))
    out.set(id, { ...result, concern: calibrationConcern(result) })
  }
  return out
}
