import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { StaffMessageItem } from '../queries/staff_message_queue.js'

/**
 * A flagged message on the staff Messages page. The author appears by display name and as adult,
 * minor or unknown (what the contact-details rule turns on), never by e-mail address.
 */
export default class StaffMessageTransformer extends BaseTransformer<StaffMessageItem> {
  toObject() {
    const item = this.resource
    return {
      ...this.pick(item, ['flagId', 'category', 'severity', 'flagDetails', 'messageId', 'body', 'held', 'hidden', 'conversationType', 'conversationUuid', 'authorName', 'authorIsAdult']),
      flaggedAt: iso(item.flaggedAt)!,
      sentAt: iso(item.sentAt)!,
      earlierVersions: item.earlierVersions.map((version) => ({ body: version.body, replacedAt: iso(version.replacedAt)! })),
    }
  }
}
