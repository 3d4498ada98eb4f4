import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type Training from '../models/training.js'
import type TrainingSubmission from '../models/training_submission.js'
import type { TrainingGroup } from '../shared/rules.js'

export type TrainingView = { training: Training; submission: TrainingSubmission | null; link: string | null; group: TrainingGroup }

/**
 * A training as its user sees it (spec 001 §3.5 client shape): the link is already the user's
 * a/b variant; the submission never says which mentor assigned it.
 */
export default class TrainingTransformer extends BaseTransformer<TrainingView> {
  toObject() {
    const { training, submission, link, group } = this.resource
    return {
      id: training.id,
      slug: training.slug,
      title: training.title,
      excerpt: training.excerpt,
      description: training.description,
      tagline: training.tagline,
      primaryType: training.primaryType,
      secondaryType: training.secondaryType,
      timeEstimateMinutes: training.timeEstimateMinutes,
      link,
      linkSummary: training.linkSummary,
      archived: training.archivedAt !== null,
      createdAt: iso(training.createdAt)!,
      group,
      submission: submission
        ? {
            id: submission.id,
            submittedAt: iso(submission.submittedAt),
            createdAt: iso(submission.createdAt)!,
            assignmentPriority: submission.assignmentPriority,
            assignmentNote: submission.assignmentNote,
          }
        : null,
    }
  }
}
