import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InboxEntry } from '../queries/inbox.js'

/** A line of /messages: title, preview, when, unread count (no member list, no e-mail, no age). */
export default class InboxEntryTransformer extends BaseTransformer<InboxEntry> {
  toObject() {
    const entry = this.resource
    return {
      externalUuid: entry.externalUuid,
      type: entry.type,
      title: entry.title,
      lastActivityAt: entry.lastActivityAt.toISO()!,
      preview: entry.preview,
      previewIsMine: entry.previewIsMine,
      unread: entry.unread,
      muted: entry.muted,
    }
  }
}
