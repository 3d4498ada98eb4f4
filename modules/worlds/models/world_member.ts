import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#app/support/json_column'
import { User } from '#modules/identity/index'
import World from './world.js'
import type { MemberLevel } from '../member_levels.js'

/** The longest leave reason kept (world_members.left_reason is 280 characters). */
export const LEFT_REASON_MAX = 280

/* spec 001 §3.2 world_member. Leaving sets left_at and left_reason; rejoining clears them. */
export default class WorldMember extends BaseModel {
  static table = 'world_members'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare worldId: number
  @column() declare level: MemberLevel
  @column() declare goal: string | null
  @column.dateTime() declare snoozeGoalUntil: DateTime | null
  @column() declare leftReason: string | null
  @column.dateTime() declare leftAt: DateTime | null
  @column() declare position: number
  @jsonColumn<{ helpIntents: string[] }>({ helpIntents: [] }) declare details: { helpIntents: string[] }
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  @belongsTo(() => User) declare user: BelongsTo<typeof User>
  @belongsTo(() => World) declare world: BelongsTo<typeof World>
}
