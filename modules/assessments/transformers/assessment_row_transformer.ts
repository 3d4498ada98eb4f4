import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type Assessment from '../models/assessment.js'

type Row = { assessment: Assessment; links: number; submissions: number; owner: string | null }

/** A line of an assessments list (mine, or the console's): no questions, no answers. */
export default class AssessmentRowTransformer extends BaseTransformer<Row> {
  toObject() {
    const { assessment, links, submissions, owner } = this.resource
    return {
      id: assessment.id,
      title: assessment.title,
      owner,
      questionCount: assessment.formBlocks.length,
      publishedAt: iso(assessment.publishedAt),
      archivedAt: iso(assessment.archivedAt),
      links,
      submissions,
    }
  }
}
