import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'
import type { RichTextContent } from '#modules/rich_text/index'
import { richTextColumn } from '../rich_text_column.js'

/* spec 001 §3.3 series_registration: withdrawn when withdrawn_at is set and past (§4.3). */
export default class SeriesRegistration extends compose(BaseModel, SoftDeletes) {
  static table = 'series_registrations'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare seriesId: number
  @jsonColumn<Record<string, unknown>>({}) declare details: Record<string, unknown>
  @column.dateTime() declare withdrawnAt: DateTime | null
  @column() declare withdrawalSource: string | null
  @column() declare withdrawalReason: string | null
  @column.dateTime() declare snoozeConfirmationUntil: DateTime | null
  @jsonColumn<Record<string, unknown>>({}) declare internalState: Record<string, unknown>
  @richTextColumn() declare lessonPlan: RichTextContent | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
