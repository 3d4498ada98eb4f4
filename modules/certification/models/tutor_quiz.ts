import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'

export type TutorQuizDetails = { version: number; answers: Record<string, string>; score: number; total: number }

/* spec 001 §3.1 tutor_quiz: one attempt; approved (passed) when approved_at is set. */
export default class TutorQuiz extends compose(BaseModel, SoftDeletes) {
  static table = 'tutor_quizzes'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @jsonColumn<TutorQuizDetails>({ version: 0, answers: {}, score: 0, total: 0 }) declare details: TutorQuizDetails
  @column.dateTime() declare approvedAt: DateTime | null
  @column() declare reviewReason: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}
