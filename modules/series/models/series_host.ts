import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'

/* spec 001 §3.3 series_host: approved by approved_at, removed softly. */
export default class SeriesHost extends compose(BaseModel, SoftDeletes) {
  static table = 'series_hosts'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare seriesId: number
  @column() declare role: 'main' | 'co-host'
  @column() declare requestMessage: string | null
  @column() declare deletedMessage: string | null
  @column() declare deletedSource: string | null
  @column() declare feedbackNps: number | null
  @column() declare feedbackComment: string | null
  @jsonColumn<Record<string, unknown>>({}) declare internalState: Record<string, unknown>
  @column.dateTime() declare approvedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
