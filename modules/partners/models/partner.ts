import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PartnerKind, PartnerSize } from '../shared/index.js'

/* spec 001 §3.10 partner reference list entry (see the migration for the decisions). */
export default class Partner extends BaseModel {
  static table = 'partners'

  @column({ isPrimary: true }) declare id: number
  @column() declare name: string
  @column() declare kind: PartnerKind
  @column() declare link: string
  @column() declare logoUrl: string | null
  @column() declare size: PartnerSize
  @column() declare position: number
  @column({ consume: (value) => Boolean(value) }) declare active: boolean
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
