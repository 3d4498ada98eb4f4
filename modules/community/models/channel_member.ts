import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.2 channel_member: when someone last viewed a channel (unread markers) and their SMS toggle (issue 14 sends). */
export default class ChannelMember extends BaseModel {
  static table = 'channel_members'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare channelId: number
  @column({ consume: (value: unknown) => Boolean(value) }) declare enableTextNotifications: boolean
  @column.dateTime() declare lastViewedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
