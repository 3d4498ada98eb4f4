import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { toBool } from '#app/support/database/values'
import { PROGRAM_SLUG } from '../constants.js'
import { scoreBands } from '../queries/admin.js'
import { bandFor } from '../score_bands.js'
import { placeSeries } from './place_series.js'

/*
 * A learner reports their latest section scores (score_bands.ts): the bands, not the scores, are
 * kept on their SAT user record (made, of type learner, when they have none), then the bootcamps
 * they are registered in are placed again. One transaction.
 */
export async function reportScores(userId: number, scores: { math: number | null; reading: number | null }) {
  return db.transaction(async (trx) => {
    const now = DateTime.utc().toSQL({ includeOffset: false })
    let row = await trx.from('sat_bootcamp_users').where('user_id', userId).forUpdate().first()
    if (!row) {
      await trx.table('sat_bootcamp_users').insert({ user_id: userId, type: 'learner', created_at: now, updated_at: now })
      row = await trx.from('sat_bootcamp_users').where('user_id', userId).first()
    }
    const bands = await scoreBands(trx)
    const math = scores.math === null ? null : bandFor(bands, 'math', scores.math, toBool(row.eligible_math))
    const reading = scores.reading === null ? null : bandFor(bands, 'reading', scores.reading, toBool(row.eligible_reading))
    await trx
      .from('sat_bootcamp_users')
      .where('id', row.id)
      .update({
        ...(scores.math === null ? {} : { math_score_band_id: math?.id ?? null }),
        ...(scores.reading === null ? {} : { reading_score_band_id: reading?.id ?? null }),
        updated_at: now,
      })
    const mine = await trx
      .from('series_registrations as r')
      .join('sat_bootcamp_series as ss', 'ss.series_id', 'r.series_id')
      .join('series as s', 's.id', 'r.series_id')
      .join('series_templates as t', 't.id', 's.series_template_id')
      .where('r.user_id', userId)
      .where('t.program_slug', PROGRAM_SLUG)
      .whereNull('r.withdrawn_at')
      .select('r.series_id')
    for (const { series_id: seriesId } of mine) await placeSeries(seriesId, trx)
    return { math: math?.name ?? null, reading: reading?.name ?? null }
  })
}
