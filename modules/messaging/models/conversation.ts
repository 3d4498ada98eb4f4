import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { SoftDeletes } from '#app/support/soft_deletes'
import type { ConversationType } from '../shared/values.js'

/* spec 001 §3.2 conversation: a direct, group (session/series), one-on-one-request or staff conversation. */
export default class Conversation extends compose(BaseModel, SoftDeletes) {
  static table = 'conversations'

  @column({ isPrimary: true }) declare id: number
  @column() declare type: ConversationType
  @column() declare key: string | null
  @column() declare externalUuid: string
  @column() declare sessionId: number | null
  @column() declare seriesId: number | null
  @column() declare adminMessageId: number | null
  @column() declare lastMessageId: number | null
  @column.dateTime() declare lastActivityAt: DateTime
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  /** Session and series groups: membership comes from the tutoring and series tables. */
  get isGroup() {
    return this.type === 'session' || this.type === 'series'
  }
}
