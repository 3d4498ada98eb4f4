import { affectedRows } from '#app/support/database/values'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { SERIES_MESSAGES } from '../messages.js'
import { findSeries, templateOf } from '../queries/series_queries.js'
import { lockSeriesRow, sqlInstant } from '../queries/sql.js'
import type { SeriesResult } from './register_for_series.js'

/* Series withdrawal (spec 001 §3.3 series_registration.withdrawn_at, withdrawal_source, withdrawal_reason; §4.3). */
const refuse = (reason: string): SeriesResult => ({ ok: false, reason })

/**
 * Withdraws a learner: withdrawn_at now, the source (the learner by default) and an optional
 * reason; frees the seat; leaves the series' future sessions (best effort).
 */
export async function withdrawFromSeries(
  seriesId: number,
  userId: number,
  reason?: string | null,
  options: { source?: string } = {}
): Promise<SeriesResult> {
  const now = DateTime.utc()
  const series = await findSeries(seriesId)
  if (!series) return refuse(SERIES_MESSAGES.notFound)
  const cleanReason = reason?.trim() ? reason.trim().slice(0, 280) : null
  const template = await templateOf(series)

  const outcome = await db.transaction(async (trx): Promise<SeriesResult> => {
    if (!(await lockSeriesRow(trx, series.id))) return refuse(SERIES_MESSAGES.notFound)
    const withdrawn = await trx
      .from('series_registrations')
      .where('series_id', series.id)
      .where('user_id', userId)
      .whereNull('withdrawn_at')
      .whereNull('deleted_at')
      .update({
        withdrawn_at: sqlInstant(trx, now),
        withdrawal_source: options.source ?? 'learner',
        withdrawal_reason: cleanReason,
        updated_at: sqlInstant(trx, now),
      })
    if (affectedRows(withdrawn) !== 1) return refuse(SERIES_MESSAGES.notRegistered)
    await trx
      .from('series')
      .where('id', series.id)
      .where('seats_taken', '>', 0)
      .update({ seats_taken: trx.raw('seats_taken - 1'), updated_at: sqlInstant(trx, now) })
    // Recorded in the outbox inside the transaction: the event exists iff the withdrawal committed.
    await hooks.emit('series.registration.withdrawn', { seriesId: series.id, userId, templateId: template?.id ?? null }, { client: trx })
    return { ok: true }
  })
  // The learner's sessions follow from the event (the series module's follow-sessions handler).
  return outcome
}
