import db from '@adonisjs/lucid/services/db'
import { withdrawFromSeries } from './withdraw_from_series.js'

export const CONSENT_WITHDRAWAL_REASON = 'A parent or guardian withdrew consent for this program.'

/**
 * issue 16 §1 "revocation withdraws future registrations": the learner's active registrations in
 * the program's series that are still running (not closed) are withdrawn, source 'consent'. A
 * second delivery finds nothing left to withdraw. Answers how many were withdrawn.
 */
export async function withdrawFromProgramSeries(userId: number, programSlug: string): Promise<number> {
  const rows: { series_id: number }[] = await db
    .from('series_registrations as r')
    .join('series as s', 's.id', 'r.series_id')
    .join('series_templates as t', 't.id', 's.series_template_id')
    .where('r.user_id', userId)
    .whereNull('r.withdrawn_at')
    .whereNull('r.deleted_at')
    .whereNull('s.closed_at')
    .where('t.program_slug', programSlug)
    .select('r.series_id')
  let withdrawn = 0
  for (const { series_id: seriesId } of rows) {
    const result = await withdrawFromSeries(Number(seriesId), userId, CONSENT_WITHDRAWAL_REASON, { source: 'consent' })
    if (result.ok) withdrawn++
  }
  return withdrawn
}
