import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.5 certification_profile, plus the public transcript's link and the owner's consent (off by default). */
export default class CertificationProfile extends BaseModel {
  static table = 'certification_profiles'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare firstName: string | null
  @column() declare lastName: string | null
  @column({ consume: (value) => Boolean(value) }) declare collegeSearchOptIn: boolean
  @column() declare uuidTranscript: string
  @column({ consume: (value) => Boolean(value) }) declare transcriptShared: boolean
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
