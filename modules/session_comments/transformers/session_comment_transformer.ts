import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { CommentRow } from '../queries/comments.js'
import { commentState } from '../shared/index.js'

export type ViewedComment = CommentRow & { viewerId: number; moderator: boolean }

/**
 * A comment as a session page's reader gets it: its author and moderators read what was written;
 * everyone else the masked text (message_safe). Its state (held, hidden) only reaches those who may
 * see a hidden comment at all: its author and moderators. Display names only, never an e-mail.
 */
export default class SessionCommentTransformer extends BaseTransformer<ViewedComment> {
  toObject() {
    const { comment, authorName, viewerId, moderator } = this.resource
    const mine = comment.userId === viewerId
    return {
      id: comment.id,
      authorName,
      mine,
      message: mine || moderator ? comment.message : comment.messageSafe,
      masked: !mine && !moderator && comment.message !== comment.messageSafe,
      state: commentState(comment),
      createdAt: iso(comment.createdAt)!,
    }
  }
}
