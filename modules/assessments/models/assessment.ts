import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { FormBlock } from '#modules/forms/shared/index'
import type { AnswerKey } from '../shared/index.js'

/* spec 001 §3.5 assessment; answer_key and archived_at are this module's (see the migration). */
export default class Assessment extends BaseModel {
  static table = 'assessments'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare title: string
  @column() declare description: string
  @jsonColumn<FormBlock[]>([]) declare formBlocks: FormBlock[]
  @jsonColumn<AnswerKey>({}) declare answerKey: AnswerKey
  @column.dateTime() declare publishedAt: DateTime | null
  @column.dateTime() declare archivedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
