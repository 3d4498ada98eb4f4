import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ConsentAction, ConsentPurpose, GivenBy } from '../shared/derive.js'

/* One row of the append-only consent ledger (issue 16 §1): never updated, never deleted by the app. */
export default class ConsentEvent extends BaseModel {
  static table = 'consent_events'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare action: ConsentAction
  @column() declare purpose: ConsentPurpose
  @column() declare programSlug: string | null
  @column() declare worldId: number | null
  @column() declare givenBy: GivenBy
  @column() declare guardianName: string | null
  @column() declare guardianEmail: string | null
  @column() declare evidenceFormResponseId: number | null
  @column() declare evidence: string | null
  @column() declare ipHash: string | null
  @column() declare recordedByUserId: number | null
  @column.dateTime() declare occurredAt: DateTime
}
