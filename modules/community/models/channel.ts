import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { MemberLevel } from '#modules/worlds/index'
import type { ChannelType, ChannelVisibility } from '../shared/values.js'

/* spec 001 §3.2 channel. A channel with no world is global. Archived channels keep their posts. */
export default class Channel extends BaseModel {
  static table = 'channels'

  @column({ isPrimary: true }) declare id: number
  @column() declare worldId: number | null
  @column() declare title: string
  @column() declare description: string
  @column() declare position: number
  @column() declare type: ChannelType
  @column() declare visibility: ChannelVisibility
  @column() declare worldLevel: MemberLevel
  @column.dateTime() declare archivedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
