import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* The community channel of a world where its live help questions are posted (one per world). */
export default class LiveHelpChannel extends BaseModel {
  static table = 'live_help_channels'

  @column({ isPrimary: true }) declare id: number
  @column() declare worldId: number
  @column() declare channelId: number
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}
