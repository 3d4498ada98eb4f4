import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RichTextContent } from '#modules/rich_text/index'
import type { MessageEntry } from '../queries/conversation_page.js'

/**
 * A message as a member sees it: a hidden one without its body; a held one (only its writer gets
 * it) marked so the writer reads the notice.
 */
export default class MessageTransformer extends BaseTransformer<MessageEntry> {
  toObject() {
    const { message, author, mine } = this.resource
    const hidden = message.hiddenAt !== null
    return {
      id: message.id,
      body: hidden ? null : (message.body as RichTextContent),
      author: author ?? { id: 0, username: '', displayName: 'DELETED USER' },
      mine,
      createdAt: message.createdAt.toISO()!,
      hidden,
      held: message.heldForReviewAt !== null,
      editedAt: message.editedAt?.toISO() ?? null,
    }
  }
}
