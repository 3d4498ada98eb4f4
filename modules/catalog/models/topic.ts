import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'

export const TOPIC_TYPES = ['challenge', 'unit', 'qa', 'other', 'ap'] as const
export type TopicType = (typeof TOPIC_TYPES)[number]

/* spec 001 §3.3 topic. */
export default class Topic extends compose(BaseModel, SoftDeletes) {
  @column({ isPrimary: true }) declare id: number
  @column() declare courseId: number
  @column() declare name: string
  @column() declare icon: string | null
  @column() declare type: TopicType
  @column() declare description: string
  @column() declare kaUrl: string | null
  @column() declare weight: number
  @column() declare active: boolean
  @jsonColumn<string[]>([]) declare certificationTypes: string[]
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
