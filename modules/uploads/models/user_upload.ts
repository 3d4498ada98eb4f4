import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { downloadSegment, type UploadPurpose } from '../shared/index.js'

export type UploadStatus = 'requested' | 'uploaded' | 'complete' | 'processed' | 'rejected'

/* A file a user sent; its bytes live in Drive under `storageKey` (random, never the user's name). */
export default class UserUpload extends BaseModel {
  static table = 'user_uploads'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare purpose: UploadPurpose
  @column() declare originalName: string
  @column() declare storageKey: string
  @column() declare declaredMime: string
  @column() declare detectedMime: string | null
  @column({ consume: (value) => Number(value) }) declare size: number
  @column() declare status: UploadStatus
  @column() declare durationSeconds: number | null
  @column() declare width: number | null
  @column() declare height: number | null
  @column() declare subjectType: string | null
  @column() declare subjectId: number | null
  @column.dateTime() declare attachedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  /** `/uploads/<id>/<safe-name>`: the only way its bytes are ever served (access-checked). */
  get downloadUrl() {
    return `/uploads/${this.id}/${downloadSegment(this.originalName)}`
  }

  /** Complete (its type checked) or processed: usable by the content that points at it. */
  get isUsable() {
    return this.status === 'complete' || this.status === 'processed'
  }

  /** Bytes served: what the bytes really are, never what the client declared. */
  get servedMime() {
    return this.detectedMime ?? 'application/octet-stream'
  }
}
