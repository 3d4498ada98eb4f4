import { User } from '#modules/identity/index'
import SeriesRegistration from '../models/series_registration.js'
import type SeriesReservation from '../models/series_reservation.js'

/*
 * The learners page of a series (hosts and staff): registrations and held seats.
 */

/** A page of the series' registrations: current ones first, then withdrawn, oldest first. */
export function registrationsPage(seriesId: number, page: number, perPage: number) {
  return SeriesRegistration.query()
    .where('series_id', seriesId)
    .orderByRaw('CASE WHEN withdrawn_at IS NULL THEN 0 ELSE 1 END')
    .orderBy('created_at')
    .orderBy('id')
    .paginate(page, perPage)
}

/** The accounts named on the page (deleted ones too, shown as such), by id: one query. */
export async function peopleOf(registrations: SeriesRegistration[], reservations: SeriesReservation[]): Promise<Map<number, User>> {
  const ids = [...registrations.map((row) => row.userId), ...reservations.flatMap((row) => [row.userId ?? 0, row.reserverUserId])]
  const users = await User.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', [0, ...new Set(ids)])
  return new Map(users.map((user) => [user.id, user]))
}
