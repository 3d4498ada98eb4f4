import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { FormValues } from '#modules/forms/shared/index'
import { applicationState } from '../shared/index.js'
import { millis } from '../activity_times.js'


/* spec 001 §3.6 volunteer_role_application_submission; its state is spec 001 §4.2's. */
export default class ApplicationSubmission extends BaseModel {
  static table = 'volunteer_role_application_submissions'

  @column({ isPrimary: true }) declare id: number
  @column() declare volunteerRoleId: number
  @column() declare userId: number
  @column() declare worldId: number | null
  @jsonColumn<FormValues>({}) declare generalResponses: FormValues
  @jsonColumn<FormValues>({}) declare roleResponses: FormValues
  @column() declare reviewerUserId: number | null
  @column() declare reviewMessage: string | null
  @column.dateTime() declare withdrawnAt: DateTime | null
  @column.dateTime() declare rejectedAt: DateTime | null
  @column.dateTime() declare offerExtendedAt: DateTime | null
  @column.dateTime() declare offerAcceptedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  get state() {
    return applicationState({
      withdrawnAt: millis(this.withdrawnAt),
      rejectedAt: millis(this.rejectedAt),
      offerExtendedAt: millis(this.offerExtendedAt),
      offerAcceptedAt: millis(this.offerAcceptedAt),
    })
  }
}
