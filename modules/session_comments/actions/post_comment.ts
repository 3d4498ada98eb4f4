import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isAdmin, type User } from '#modules/identity/index'
import { flagContent } from '#modules/safety/index'
import SessionComment from '../models/session_comment.js'
import { isAdultBirth, othersOf } from '../queries/comments.js'
import { heldContactKinds, maskContactDetails } from '../shared/index.js'

/** The flag a held comment raises in safety's queue (the same reason messaging's holds use). */
export const HOLD_CATEGORY = 'overly-personal-content' as const

/**
 * Posts a comment (the message is trimmed and validated by the caller). message_safe masks its
 * contact details; when the writer and someone else of the session stand on opposite sides of the
 * age line, a comment with contact details is held (hidden_at and held_at set) and flagged to
 * safety's queue in the same transaction (issue 13 §4 ★).
 */
export async function postComment(sessionId: number, author: User, message: string) {
  const writer = { adult: isAdultBirth(author.dateOfBirth), staff: isAdmin(await author.roles()) }
  const kinds = heldContactKinds(writer, await othersOf(sessionId, author.id), message)
  const held = kinds.length > 0
  const comment = await db.transaction(async (trx) => {
    const now = DateTime.utc()
    const created = await SessionComment.create(
      {
        sessionId,
        userId: author.id,
        message,
        messageSafe: maskContactDetails(message),
        hiddenAt: held ? now : null,
        heldAt: held ? now : null,
        hiddenByUserId: null,
      },
      { client: trx }
    )
    if (held) {
      await flagContent(
        {
          subject: { type: 'session_comment', id: created.id },
          reporterId: author.id,
          category: HOLD_CATEGORY,
          details: `Held automatically: contact details (${kinds.join(', ')}) in a session comment between a minor and an adult.`,
          content: message.slice(0, 500),
          link: `/session/${sessionId}#session-comment-${created.id}`,
        },
        { client: trx }
      )
    }
    return created
  })
  return { comment, held }
}
