import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { scoreBands } from '../queries/admin.js'
import { sectionOf, seriesBandFrom } from '../score_bands.js'

/*
 * A bootcamp's band from its registered learners' bands (score_bands.ts seriesBandFrom). Run when a
 * learner registers or withdraws and when a learner reports scores; recomputing is idempotent.
 */
export async function placeSeries(seriesId: number, client: QueryClientContract = db.connection()): Promise<number | null | undefined> {
  const link = await client
    .from('sat_bootcamp_series as ss')
    .join('series as s', 's.id', 'ss.series_id')
    .leftJoin('series_templates as t', 't.id', 's.series_template_id')
    .where('ss.series_id', seriesId)
    .select('ss.id', 't.offering_slug')
    .first()
  if (!link) return undefined
  const section = sectionOf(link.offering_slug)
  if (!section) return undefined
  const column = section === 'math' ? 'u.math_score_band_id' : 'u.reading_score_band_id'
  const learners = await client
    .from('series_registrations as r')
    .leftJoin('sat_bootcamp_users as u', 'u.user_id', 'r.user_id')
    .where('r.series_id', seriesId)
    .whereNull('r.withdrawn_at')
    .select(`${column} as band_id`)
  const band = seriesBandFrom(await scoreBands(client), learners.map((row) => (row.band_id === null || row.band_id === undefined ? null : Number(row.band_id))))
  await client.from('sat_bootcamp_series').where('id', link.id).update({ sat_bootcamp_score_band_id: band?.id ?? null })
  return band?.id ?? null
}
