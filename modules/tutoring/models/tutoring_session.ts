import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'
import type { ChangelogEntry } from '../changelog.js'
import type { SessionFormat } from '../constants.js'

/* spec 001 §3.3 session (table tutoring_sessions). */
export default class TutoringSession extends compose(BaseModel, SoftDeletes) {
  static table = 'tutoring_sessions'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare worldId: number
  @column() declare topicId: number
  @column() declare seriesId: number | null
  @column() declare title: string
  @column() declare description: string
  @column() declare qualifications: string
  @column() declare maxLearners: number
  @column() declare seatsTaken: number
  @jsonColumn<string[]>(['en']) declare languages: string[]
  @column.dateTime() declare startDate: DateTime
  @column.dateTime() declare endDate: DateTime
  @column.dateTime() declare zoomStartDate: DateTime | null
  @column.dateTime() declare zoomEndDate: DateTime | null
  @column() declare meetingUrl: string | null
  @jsonColumn<ChangelogEntry[]>([]) declare changelog: ChangelogEntry[]
  /** Forms-engine blocks learners answer at registration (spec 001 §3.3 session.questionnaire; ../questionnaire.ts). */
  @jsonColumn<unknown[]>([]) declare questionnaire: unknown[]
  @column({ consume: (value: unknown) => Boolean(value) }) declare attemptedHosting: boolean
  @column({ consume: (value: unknown) => Boolean(value) }) declare allowCohosts: boolean
  @column() declare attendancePolicy: string
  /** 'group'; 'live-help' for an instant live help session (no feedback, no audit: spec 001 §5.3); 'study-space' for a drop-in room. */
  @column() declare format: SessionFormat
  @column.dateTime() declare canceledAt: DateTime | null
  @column() declare cancelReason: string | null
  @column() declare calendarSequence: number
  @column() declare deletedByUserId: number | null
  @column.dateTime() declare attendanceConfirmedAt: DateTime | null
  /** Added by the series context (modules/series/database/migrations/0320_session_templates.ts). */
  @column() declare sessionTemplateId: number | null
  @column({ consume: (value: unknown) => Boolean(value) }) declare lessonPrepCompleted: boolean
  @column.dateTime() declare lessonPrepResponseAt: DateTime | null
  @column() declare lessonPrepNotes: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
