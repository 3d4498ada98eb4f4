import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'

/**
 * Safety staff read a conversation they are not in (issue 14 §1 "a minor's messages to adults are
 * visible to safety staff on review"): every read leaves a trace, the 'moderation.action' event
 * the staff audit log records ('conversation.reviewed').
 */
export async function recordConversationReview(staffId: number, conversationId: number) {
  await db.transaction((trx) =>
    hooks.emit('moderation.action', { actorId: staffId, action: 'conversation.reviewed', subjectType: 'conversation', subjectId: conversationId, worldId: null, note: null }, { client: trx })
  )
}
