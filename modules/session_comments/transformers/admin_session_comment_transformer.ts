import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { AdminCommentRow } from '../queries/admin_comments.js'
import { commentState } from '../shared/index.js'

/** A comment on the staff page: what was written, what others read, its session, author and state. */
export default class AdminSessionCommentTransformer extends BaseTransformer<AdminCommentRow> {
  toObject() {
    const { comment, authorName, authorUsername, sessionTitle, hiddenByName } = this.resource
    return {
      id: comment.id,
      sessionId: comment.sessionId,
      sessionTitle: sessionTitle ?? `Session ${comment.sessionId}`,
      authorName,
      authorUsername,
      message: comment.message,
      messageSafe: comment.messageSafe,
      state: commentState(comment),
      hiddenByName,
      hiddenAt: iso(comment.hiddenAt),
      createdAt: iso(comment.createdAt)!,
    }
  }
}
