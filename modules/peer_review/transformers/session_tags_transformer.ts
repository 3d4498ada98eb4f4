import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SessionTagsView } from '../queries/session_tags.js'

/** The session tags page: the session, its current tags (who added them) and the staff log. */
export default class SessionTagsTransformer extends BaseTransformer<SessionTagsView> {
  toObject() {
    const { session, tags, log } = this.resource
    return {
      session: { id: session.id, title: session.title, hostName: session.hostName, startedAt: session.startedAt, canceled: session.canceled },
      tags: tags.map((tag) => ({ tag: tag.tag, addedBy: tag.addedBy, addedAt: tag.addedAt })),
      log: log.map((entry) => ({ id: entry.id, tag: entry.tag, action: entry.action, userName: entry.userName, note: entry.note, at: entry.at })),
    }
  }
}
