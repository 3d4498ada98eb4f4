import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* An hour certificate: its canonical content (JSON text) and the platform's detached signature over it. */
export default class VolunteerCertificate extends BaseModel {
  static table = 'volunteer_certificates'
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true }) declare id: string
  @column() declare userId: number
  @column() declare content: string
  @column() declare signature: string
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}
