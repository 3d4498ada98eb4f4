import { affectedRows } from '#app/support/database/values'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlInstant } from '../queries/sql.js'

/** Ends a reservation now (the reserved person, or a host/staff member, lets the seat go). */
export async function releaseReservation(seriesId: number, reservationId: number): Promise<boolean> {
  const now = DateTime.utc()
  const result = await db
    .from('series_reservations')
    .where('id', reservationId)
    .where('series_id', seriesId)
    .whereNull('deleted_at')
    .where('expired_at', '>', sqlInstant(db.connection(), now))
    .update({ expired_at: sqlInstant(db.connection(), now), updated_at: sqlInstant(db.connection(), now) })
  return affectedRows(result) === 1
}
