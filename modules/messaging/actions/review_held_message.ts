import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { HookEvents } from '#kernel/hooks'
import { affectedRows, sqlTime } from '#app/support/database/values'
import Conversation from '../models/conversation.js'
import Message from '../models/message.js'
import { memberIdsQuery } from '../queries/membership.js'
import { announceMessage } from '../live.js'
import { refreshLastMessage } from './refresh_last_message.js'

/**
 * Safety's review of a message's flag ('content.flag.reviewed'): a held message is delivered when
 * the flag is dismissed (the members are told then) and hidden when it is upheld; an upheld flag on
 * a delivered message hides it too. A dismissed flag never un-hides what a moderator hid.
 */
export async function reviewHeldMessage(event: HookEvents['content.flag.reviewed']) {
  if (event.subjectType !== 'message') return
  const message = await Message.find(event.subjectId)
  if (!message) return
  const conversation = await Conversation.findOrFail(message.conversationId)
  const now = sqlTime(DateTime.utc())
  const outcome = await db.transaction(async (trx) => {
    const query = trx.from(Message.table).where('id', message.id)
    const changed =
      event.outcome === 'dismissed'
        ? await query.whereNotNull('held_for_review_at').whereNull('hidden_at').update({ held_for_review_at: null })
        : await query.whereNull('hidden_at').update({ hidden_at: now, hidden_by: event.reviewerId })
    if (affectedRows(changed) === 0) return null
    await refreshLastMessage(conversation.id, trx)
    if (event.outcome === 'dismissed') await Conversation.query({ client: trx }).where('id', conversation.id).update({ last_activity_at: now })
    return event.outcome === 'dismissed' ? ('released' as const) : ('hidden' as const)
  })
  if (!outcome) return
  const rows: Array<{ user_id: number }> = outcome === 'released' ? await memberIdsQuery(conversation) : []
  const members = rows.map((row) => Number(row.user_id))
  announceMessage(conversation.externalUuid, message.id, members, outcome)
}
