import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { BioStatus } from '../rules.js'

/* One change of a one-on-one bio and its review (spec 000 §6.3 "Bios: policy"). */
export default class BioRevision extends BaseModel {
  static table = 'one_on_one_bio_revisions'

  @column({ isPrimary: true }) declare id: number
  @column() declare oneOnOneProfileId: number
  @column() declare userId: number
  @column() declare text: string
  @column() declare status: BioStatus
  @jsonColumn<string[]>([]) declare contactKinds: string[]
  @column() declare rejectReason: string | null
  @column() declare reviewedBy: number | null
  @column.dateTime() declare reviewedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
