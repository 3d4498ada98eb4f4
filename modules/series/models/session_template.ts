import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { RichTextContent } from '#modules/rich_text/index'
import { jsonColumn } from '#app/support/json_column'
import { richTextColumn } from '../rich_text_column.js'

const toBoolean = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true'
const toOptionalBoolean = (value: unknown) => (value === null || value === undefined ? null : toBoolean(value))

/*
 * spec 001 §3.3 session_template: one session of a series template, in series_position order.
 * A null max_learners, allow_cohosts, topic_id, duration_minutes or attendance_policy means
 * "as the series template says".
 */
export default class SessionTemplate extends BaseModel {
  static table = 'session_templates'

  @column({ isPrimary: true }) declare id: number
  @column() declare seriesTemplateId: number
  @column() declare title: string
  @column() declare description: string
  @column() declare externalDescription: string
  @jsonColumn<unknown[]>([]) declare questionnaire: unknown[]
  @richTextColumn() declare curriculum: RichTextContent | null
  @column() declare curriculumUrl: string | null
  @column() declare maxLearners: number | null
  @column({ consume: toOptionalBoolean }) declare allowCohosts: boolean | null
  @column() declare topicId: number | null
  @column() declare seriesPosition: number
  @column() declare durationMinutes: number | null
  @column() declare attendancePolicy: string | null
  @column({ consume: toBoolean }) declare active: boolean
  @column() declare userId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
