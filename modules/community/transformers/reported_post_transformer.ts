import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FlagSummary } from '#modules/safety/index'
import type { ModeratedPostRow } from '../queries/moderation.js'
import ModeratedPostTransformer from './moderated_post_transformer.js'

export type ReportedPostRow = ModeratedPostRow & { flags: FlagSummary[] }

/** A reported post in the world's queue: the post and its open reports (reason, severity, details, reporter's display name). */
export default class ReportedPostTransformer extends BaseTransformer<ReportedPostRow> {
  constructor(
    resource: ReportedPostRow,
    protected worldSlug: string
  ) {
    super(resource)
  }

  toObject() {
    return {
      post: new ModeratedPostTransformer(this.resource, this.worldSlug).toObject(),
      reports: this.resource.flags.map((flag) => ({
        id: flag.id,
        category: flag.category,
        severity: flag.severity,
        details: flag.details,
        reporterName: flag.reporterName,
        createdAt: flag.createdAt.toISO()!,
      })),
    }
  }
}
