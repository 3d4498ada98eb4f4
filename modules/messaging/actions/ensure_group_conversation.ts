import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { findOrCreateConversation } from './find_or_create_conversation.js'

/**
 * The group conversation of a session or series (issue 14 §1 "session group (hosts + registrants),
 * series group"), created on first use. Membership is not stored: it is read from the tutoring and
 * series tables whenever someone reads or writes.
 */
export async function ensureGroupConversation({ type, subjectId }: { type: 'session' | 'series'; subjectId: number }, { client }: { client: TransactionClientContract }): Promise<{ externalUuid: string }> {
  const conversation = await findOrCreateConversation(
    { type, key: `${type}:${subjectId}`, sessionId: type === 'session' ? subjectId : null, seriesId: type === 'series' ? subjectId : null },
    client
  )
  return { externalUuid: conversation.externalUuid }
}
