import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { AdminTrainingRow } from '../queries/trainings.js'

/** A row of the Tutor Trainings console list. */
export default class AdminTrainingTransformer extends BaseTransformer<AdminTrainingRow> {
  toObject() {
    const { training, assigned, completed, templates } = this.resource
    return {
      id: training.id,
      slug: training.slug,
      title: training.title,
      primaryType: training.primaryType,
      secondaryType: training.secondaryType,
      timeEstimateMinutes: training.timeEstimateMinutes,
      archivedAt: iso(training.archivedAt),
      assigned,
      completed,
      templates,
    }
  }
}
