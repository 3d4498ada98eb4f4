import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type Assessment from '../models/assessment.js'
import { toQuestions } from '../shared/index.js'

/** An assessment as its managers edit it (with the answer key: never sent to learners). */
export default class AssessmentTransformer extends BaseTransformer<Assessment> {
  toObject() {
    const assessment = this.resource
    return {
      id: assessment.id,
      title: assessment.title,
      description: assessment.description,
      questions: toQuestions(assessment.formBlocks, assessment.answerKey),
      publishedAt: iso(assessment.publishedAt),
      archivedAt: iso(assessment.archivedAt),
    }
  }
}
