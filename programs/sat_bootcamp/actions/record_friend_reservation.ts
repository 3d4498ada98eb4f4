import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { PROGRAM_SLUG } from '../constants.js'
import { fillSatPrimaryInterest } from '../primary_interest.js'

/*
 * The friend-reserved-series path (issue 16 §2; spec 001 §5.5 source 'sat-friend-reserved-series'):
 * someone held a seat in a bootcamp for a friend (series' reservations, by account or email, mailed
 * with the bootcamp's link); when the friend registers for it, they become an SAT learner and, like
 * an invitation, their primary interest gets that source if they have none. A self reservation is
 * not a friend's. Run from series.registration.created: idempotent (the record and the interest are
 * only filled when missing).
 */
export async function recordFriendReservation(seriesId: number, userId: number): Promise<'recorded' | 'not_reserved'> {
  const user = await db.from('users').where('id', userId).select('email').first()
  if (!user) return 'not_reserved'
  const email = String(user.email).toLowerCase()
  const reservation = await db
    .from('series_reservations as r')
    .join('series as s', 's.id', 'r.series_id')
    .join('series_templates as t', 't.id', 's.series_template_id')
    .where('r.series_id', seriesId)
    .where('t.program_slug', PROGRAM_SLUG)
    .whereNull('r.deleted_at')
    .whereNot('r.reserver_user_id', userId)
    .where((query) => query.where('r.user_id', userId).orWhere('r.user_email', email))
    .select('r.id')
    .first()
  if (!reservation) return 'not_reserved'
  await db.transaction(async (trx) => {
    const now = DateTime.utc().toSQL({ includeOffset: false })
    const existing = await trx.from('sat_bootcamp_users').where('user_id', userId).forUpdate().first()
    if (!existing) await trx.table('sat_bootcamp_users').insert({ user_id: userId, type: 'learner', created_at: now, updated_at: now })
    await fillSatPrimaryInterest(trx, userId, 'learner', 'sat-friend-reserved-series')
  })
  return 'recorded'
}
