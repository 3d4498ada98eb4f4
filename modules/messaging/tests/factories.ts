import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { RichTextContent } from '#modules/rich_text/index'
import { serializeRichText } from '#modules/rich_text/index'
import type { User } from '#modules/identity/index'
import { registerForSession } from '#modules/tutoring/index'
import { makeSession } from '#modules/tutoring/tests/factories'
import { startDirectConversation } from '../actions/start_direct_conversation.js'
import { ensureGroupConversation } from '../actions/ensure_group_conversation.js'
import { addMembers, findOrCreateConversation } from '../actions/find_or_create_conversation.js'
import type { ConversationType } from '../shared/values.js'

/* Messaging's test data: documents, conversations of each type, a shared session. */
export const doc = (value: string): RichTextContent => ({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: value }] }] })
export const bodyOf = (value: string) => ({ body: serializeRichText(doc(value)) })

/** A session hosted by `host` with `learners` registered. */
export async function sharedSession(host: User, learners: User[]) {
  const { session } = await makeSession({ host })
  for (const learner of learners) {
    const result = await registerForSession(session.id, learner.id)
    if (!result.ok) throw new Error(result.reason)
  }
  return session
}

export function direct(a: User, b: User) {
  return db.transaction((trx) => startDirectConversation({ userId: a.id, otherUserId: b.id }, { client: trx }))
}

export function group(type: 'session' | 'series', subjectId: number) {
  return db.transaction((trx) => ensureGroupConversation({ type, subjectId }, { client: trx }))
}

/** A staff or one-on-one-request conversation of these people (no rules: as their owners create them). */
export async function personal(type: Extract<ConversationType, 'staff' | 'one-on-one-request'>, members: User[]) {
  return db.transaction(async (trx) => {
    const conversation = await findOrCreateConversation({ type, key: `${type}:test:${DateTime.utc().toMillis()}:${Math.random()}` }, trx)
    await addMembers(conversation.id, members.map((member) => member.id), trx)
    return { externalUuid: conversation.externalUuid }
  })
}
