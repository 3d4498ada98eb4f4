import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/*
 * A learner in a classroom. `consentedAt` is set while they share their progress with the
 * educator; withdrawing clears it and stamps `consentWithdrawnAt` (README "Consent").
 */
export default class ClassroomMember extends BaseModel {
  static table = 'classroom_members'

  @column({ isPrimary: true }) declare id: number
  @column() declare classroomId: number
  @column() declare userId: number
  @column.dateTime() declare joinedAt: DateTime
  @column.dateTime() declare consentedAt: DateTime | null
  @column.dateTime() declare consentWithdrawnAt: DateTime | null

  get sharing() {
    return this.consentedAt !== null
  }
}
