import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { FormValues } from '../shared/index.js'

/* One stored answer to a form (append-only; the latest row per user and form counts). */
export default class FormResponse extends BaseModel {
  static table = 'form_responses'

  @column({ isPrimary: true }) declare id: number
  @column() declare formKey: string
  @column() declare userId: number
  @jsonColumn<FormValues>({}) declare values: FormValues
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}
