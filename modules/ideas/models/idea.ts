import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'
import { emptyRichText, type RichTextContent } from '#modules/rich_text/index'
import type { IdeaStatus } from '../shared/statuses.js'

/* An idea on the Feedback & Ideas board. */
export default class Idea extends compose(BaseModel, SoftDeletes) {
  static table = 'ideas'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare title: string
  @jsonColumn<RichTextContent>(emptyRichText()) declare body: RichTextContent
  @column() declare status: IdeaStatus
  @column() declare statusNote: string | null
  @column() declare voteCount: number
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
