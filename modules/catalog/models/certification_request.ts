import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'

/* spec 001 §3.5 certification_request. Approved when approved_at is set (§4.5). */
export default class CertificationRequest extends compose(BaseModel, SoftDeletes) {
  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare topicId: number
  @column() declare type: 'honorary' | 'video'
  @column() declare reportedScore: number | null
  @column() declare recordingUrl: string | null
  @column.dateTime() declare recordingApprovedAt: DateTime | null
  @column() declare recordingApprovingUserId: number | null
  @column.dateTime() declare readyForReviewAt: DateTime | null
  @column.dateTime() declare approvedAt: DateTime | null
  @column.dateTime() declare rejectedAt: DateTime | null
  @column() declare reviewerUserId: number | null
  @column() declare reviewReason: string | null
  @jsonColumn<Record<string, unknown>>({}) declare details: Record<string, unknown>
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
