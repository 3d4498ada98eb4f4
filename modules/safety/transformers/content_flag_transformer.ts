import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { QueueItem } from '../queries/moderation_queue.js'

/**
 * A flag as the staff queue shows it. People appear by display name only (never an e-mail
 * address); the content link stays a same-site path (it came from the subject's owner, but a
 * link staff click must never lead off-site).
 */
export default class ContentFlagTransformer extends BaseTransformer<QueueItem> {
  toObject() {
    const { flag, reporterName, reviewerName, reportsOnSubject } = this.resource
    return {
      ...this.pick(flag, ['id', 'contentType', 'subjectId', 'category', 'severity', 'status', 'content', 'details', 'reviewNote']),
      link: /^\/(?!\/)/.test(flag.link) ? flag.link : null,
      createdAt: iso(flag.createdAt)!,
      reviewedAt: iso(flag.reviewedAt),
      reporterName,
      reviewerName,
      reportsOnSubject,
    }
  }
}
