import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.5 website_settings: key and value (JSON text). */
export default class WebsiteSetting extends BaseModel {
  static table = 'website_settings'

  @column({ isPrimary: true }) declare id: number
  @column() declare key: string
  /** JSON text; read it through getWebsiteSetting, which checks its shape. */
  @column() declare value: string
  @column() declare updatedByUserId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
