import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { affectedRows, sqlTime } from '#app/support/database/values'
import Conversation from '../models/conversation.js'
import Message from '../models/message.js'
import { announceMessage } from '../live.js'
import { refreshLastMessage } from './refresh_last_message.js'

/**
 * A moderator hides a message (issue 14 §1 "moderators hide messages (hidden_at) with a trace"):
 * hidden_at and hidden_by on the row, and the 'moderation.action' event the staff audit log
 * records. A guarded update: hiding twice changes and records nothing (answers false).
 */
export async function hideMessage(message: Message, moderatorId: number, note: string | null): Promise<boolean> {
  const conversation = await Conversation.findOrFail(message.conversationId)
  const hidden = await db.transaction(async (trx) => {
    const changed = await trx.from(Message.table).where('id', message.id).whereNull('hidden_at').update({ hidden_at: sqlTime(DateTime.utc()), hidden_by: moderatorId })
    if (affectedRows(changed) === 0) return false
    await refreshLastMessage(conversation.id, trx)
    await hooks.emit('moderation.action', { actorId: moderatorId, action: 'message.hidden', subjectType: 'message', subjectId: message.id, worldId: null, note }, { client: trx })
    return true
  })
  if (hidden) announceMessage(conversation.externalUuid, message.id, [], 'hidden')
  return hidden
}
