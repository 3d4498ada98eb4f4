import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { Person } from './resource_types.js'
import type SeriesReservation from '../models/series_reservation.js'

/** A held seat on a series' learners page: for whom, held by whom, until when. */
export default class ReservationTransformer extends BaseTransformer<SeriesReservation> {
  constructor(
    resource: SeriesReservation,
    protected people: ReadonlyMap<number, Person> = new Map()
  ) {
    super(resource)
  }

  toObject() {
    const row = this.resource
    const name = (id: number) => this.people.get(id)?.displayName ?? 'DELETED USER'
    return {
      id: row.id,
      forName: row.userId ? name(row.userId) : null,
      forEmail: row.userEmail,
      self: row.isSelfReservation,
      reservedBy: name(row.reserverUserId),
      expiresAt: iso(row.expiredAt)!,
    }
  }
}
