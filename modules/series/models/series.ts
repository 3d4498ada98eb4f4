import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'
import type { RichTextContent } from '#modules/rich_text/index'
import { richTextColumn } from '../rich_text_column.js'
import type { ChangelogEntry } from '#modules/tutoring/index'

/** SQLite answers booleans as 0/1; models expose real booleans. */
const toBoolean = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true'

/* spec 001 §3.3 series; states in spec 001 §4.3 (see series_state.ts). */
export default class Series extends compose(BaseModel, SoftDeletes) {
  static table = 'series'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare courseId: number | null
  @column() declare worldId: number
  @column() declare seriesTemplateId: number | null
  @column() declare title: string
  @column() declare description: string
  @jsonColumn<unknown[]>([]) declare questionnaire: unknown[]
  @column() declare qualifications: string
  @column() declare attendancePolicy: string
  @jsonColumn<string[]>(['en']) declare languages: string[]
  @column() declare maxLearners: number
  @column() declare seatsTaken: number
  @column.dateTime() declare enrollmentClosedAt: DateTime | null
  @column.dateTime() declare closedAt: DateTime | null
  @column() declare closedReason: string | null
  @column() declare enrollmentStyle: string
  @jsonColumn<ChangelogEntry[]>([]) declare changelog: ChangelogEntry[]
  @jsonColumn<Record<string, unknown>>({}) declare internalState: Record<string, unknown>
  @column({ consume: toBoolean }) declare allowCohosts: boolean
  @richTextColumn() declare groupLessonPlan: RichTextContent | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
