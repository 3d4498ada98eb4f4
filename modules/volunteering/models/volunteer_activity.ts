import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import { activityState, type ActivityType } from '../shared/index.js'
import { millis } from '../activity_times.js'


/* spec 001 §3.6 volunteer_activity (+ session_id: the session it was made from); state: spec 001 §4.1. */
export default class VolunteerActivity extends BaseModel {
  static table = 'volunteer_activities'

  @column({ isPrimary: true }) declare id: number
  @column() declare type: ActivityType
  @column() declare userId: number
  @column() declare sessionId: number | null
  @column.date() declare date: DateTime
  @column() declare durationSeconds: number
  @column() declare description: string
  @jsonColumn<string[]>([]) declare links: string[]
  @column.dateTime() declare approvedAt: DateTime | null
  @column() declare reviewerId: number | null
  @column() declare requestedChanges: string | null
  @column.dateTime() declare requestedChangesAt: DateTime | null
  @column.dateTime() declare lastSubmittedAt: DateTime
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime

  get state() {
    return activityState({ approvedAt: millis(this.approvedAt), requestedChangesAt: millis(this.requestedChangesAt), lastSubmittedAt: millis(this.lastSubmittedAt) })
  }
}
