import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RichTextContent } from '#modules/rich_text/index'
import type { ReviewedEntry } from '../queries/conversation_page.js'

/** A message as safety staff review it: the body even when hidden or held, with both marks. */
export default class ReviewedMessageTransformer extends BaseTransformer<ReviewedEntry> {
  toObject() {
    const { message, author } = this.resource
    return {
      id: message.id,
      body: message.body as RichTextContent,
      author: author ?? { id: 0, username: '', displayName: 'DELETED USER' },
      createdAt: message.createdAt.toISO()!,
      hidden: message.hiddenAt !== null,
      held: message.heldForReviewAt !== null,
      editedAt: message.editedAt?.toISO() ?? null,
      earlierVersions: this.resource.earlierVersions.map((version) => ({ body: version.body as RichTextContent, replacedAt: version.replacedAt })),
    }
  }
}
