import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { Slot } from '../shared/availability.js'

/* A learner's pledge of interest in a one-on-one on a topic (issue 18 §2 ★ demand pledges). */
export default class DemandPledge extends BaseModel {
  static table = 'one_on_one_demand_pledges'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare topicId: number
  /** The slot as the learner chose it, in their zone (null: any time). */
  @column() declare slot: Slot | null
  /** The UTC hours of the week the slot covers (empty: any time). */
  @jsonColumn<number[]>([]) declare hours: number[]
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
