import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { AssignmentPriority } from '../shared/rules.js'

/* spec 001 §3.5 training_submission: a mentor's assignment and the user's completion share one row. */
export default class TrainingSubmission extends BaseModel {
  static table = 'training_submissions'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare trainingId: number
  @column() declare assignmentMentorUserId: number | null
  @column() declare assignmentPriority: AssignmentPriority | null
  @column() declare assignmentNote: string | null
  @column.dateTime() declare submittedAt: DateTime | null
  @column() declare submittedScore: number | null
  @column() declare volunteerActivityId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
