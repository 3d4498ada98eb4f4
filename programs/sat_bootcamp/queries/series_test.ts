import db from '@adonisjs/lucid/services/db'

/** The SAT test (iteration key) a bootcamp is linked to (spec 001 §3.7 sat_series), or null. One query on the unique series_id. */
export async function satTestKeyOfSeries(seriesId: number): Promise<string | null> {
  const row = await db.from('sat_bootcamp_series').where('series_id', seriesId).select('sat_test').first()
  return row ? String(row.sat_test) : null
}
