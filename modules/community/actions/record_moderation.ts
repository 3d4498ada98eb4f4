import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { hooks } from '#kernel/hooks'
import PostEvent from '../models/post_event.js'
import type { ModerationAction, PostEventType } from '../shared/index.js'

export type ModerationRecord = {
  actorId: number
  action: ModerationAction
  subject: { type: 'post' | 'channel'; id: number }
  worldId: number | null
  note?: string | null
  /** For a post: the entry of its history (spec 001 §3.2 post_event). */
  postEvent?: PostEventType
}

/**
 * Every moderator action leaves its trace inside the action's transaction (issue 10 §2
 * "Moderator actions write the post event log and the staff audit log"): the post's history
 * entry, and the 'moderation.action' event the admin module turns into an audit row.
 */
export async function recordModeration(trx: TransactionClientContract, record: ModerationRecord) {
  const note = record.note?.trim() || null
  if (record.postEvent && record.subject.type === 'post') {
    await PostEvent.create(
      {
        postId: record.subject.id,
        userId: record.actorId,
        type: record.postEvent,
        body: note ? { serialization_method: 'plain_text', content: note } : null,
        isCollapsible: false,
        hiddenAt: null,
      },
      { client: trx }
    )
  }
  await hooks.emit(
    'moderation.action',
    { actorId: record.actorId, action: record.action, subjectType: record.subject.type, subjectId: record.subject.id, worldId: record.worldId, note },
    { client: trx }
  )
}
