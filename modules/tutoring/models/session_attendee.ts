import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'

/*
 * spec 001 §3.3 session_attendee: who was in the meeting (role learner or host), when they first
 * opened it and for how long. A soft-deleted row is a join the host's roster marked absent.
 */
export default class SessionAttendee extends compose(BaseModel, SoftDeletes) {
  static table = 'session_attendees'

  @column({ isPrimary: true }) declare id: number
  @column() declare sessionId: number
  @column() declare sessionBreakoutId: number | null
  @column() declare userId: number
  @column.dateTime() declare joinedAt: DateTime | null
  @column() declare durationSeconds: number
  @column() declare volunteerActivityId: number | null
  @column() declare role: 'learner' | 'host'
  @column() declare speakingDurationSeconds: number
  @column() declare countChats: number
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}
