import { DateTime } from 'luxon'
import { BaseModel, afterDelete, afterSave, belongsTo, column } from '@adonisjs/lucid/orm'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'
import Course from './course.js'

export const TOPIC_TYPES = ['challenge', 'unit', 'qa', 'other', 'ap'] as const
export type TopicType = (typeof TOPIC_TYPES)[number]

/** How the topic types read on the course page. */
export const TOPIC_TYPE_LABELS: Record<TopicType, string> = {
  challenge: 'Skills',
  unit: 'Units',
  qa: 'Questions and answers',
  other: 'Workshops and more',
  ap: 'AP review',
}

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

  @belongsTo(() => Course) declare course: BelongsTo<typeof Course>

  /** Course pages and session lists (topic names, explore's topic choices) are cached (issue 19). */
  @afterSave()
  @afterDelete()
  static async forgetCachedLists(topic: Topic) {
    await forgetPublicLists([PUBLIC_TAGS.catalog, PUBLIC_TAGS.sessions], topic.$trx)
  }
}
