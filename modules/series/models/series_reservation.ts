import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'

/* spec 001 §3.3 series_reservation: active while expired_at is in the future (§4.3). */
export default class SeriesReservation extends compose(BaseModel, SoftDeletes) {
  static table = 'series_reservations'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number | null
  @column() declare userEmail: string | null
  @column() declare reserverUserId: number
  @column() declare seriesId: number
  @column.dateTime() declare expiredAt: DateTime
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  get isSelfReservation() {
    return this.userId !== null && this.userId === this.reserverUserId
  }

  /** Held for this person: made for their account or for their email address. */
  isHeldFor(person: { id: number; email: string }) {
    return this.userId === person.id || (this.userEmail !== null && this.userEmail === person.email.toLowerCase())
  }
}
