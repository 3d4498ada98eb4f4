import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeTutor, birthForAge } from '#tests/helpers/users'
import { queryCounter } from '#tests/helpers/query_count'
import { sqlTime } from '#app/support/database/values'
import { serializeRichText } from '#modules/rich_text/index'
import { doc, group, sharedSession } from '../factories.js'

/*
 * issue 14 Done when: "/messages with 50 conversations ... ≤ 6 queries constant in rows". The
 * inbox's statements are the same for 5 and 50 conversations (direct ones and session groups with
 * unread messages), at most 6 beyond the frame (measured on a not-found page by the same viewer).
 */
async function adults(howMany: number, prefix: string) {
  const stamp = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`
  const now = sqlTime(DateTime.utc())
  await db.table('users').multiInsert(
    Array.from({ length: howMany }, (_, i) => ({
      username: `${stamp}_${i}`.slice(0, 30),
      name: `Person ${i}`,
      email: `${stamp}_${i}@example.org`,
      password: 'x',
      date_of_birth: birthForAge(30),
      timezone: 'UTC',
      languages: '["en"]',
      suspension_actions: '[]',
      notification_settings: '{}',
      email_verified_at: now,
      onboarded_at: now,
      created_at: now,
      updated_at: now,
    }))
  )
  const rows = await db.from('users').where('username', 'like', `${stamp}_%`).select('id')
  return rows.map((row: { id: number }) => Number(row.id))
}

/** `size` conversations for a fresh viewer: half direct (with two messages each), half session groups (one message). */
async function inboxOf(size: number) {
  const viewer = await makeTutor()
  const others = await adults(size, 'qi')
  const now = sqlTime(DateTime.utc())
  const body = serializeRichText(doc('Hello there'))
  for (const [index, otherId] of others.entries()) {
    let conversationId: number
    if (index % 2 === 0) {
      const [id] = await db.table('conversations').insert({ type: 'direct', key: `direct:q:${viewer.id}:${otherId}`, external_uuid: crypto.randomUUID(), last_activity_at: now, created_at: now, updated_at: now }).returning('id')
      conversationId = Number(typeof id === 'object' ? id.id : id)
      await db.table('conversation_users').multiInsert([viewer.id, otherId].map((userId) => ({ conversation_id: conversationId, user_id: userId, created_at: now, updated_at: now })))
    } else {
      const session = await sharedSession(viewer, [])
      const started = await group('session', session.id)
      conversationId = Number((await db.from('conversations').where('external_uuid', started.externalUuid).select('id').first()).id)
    }
    const [messageId] = await db.table('messages').insert({ conversation_id: conversationId, user_id: otherId, body, excerpt: 'Hello there', created_at: now, updated_at: now }).returning('id')
    await db.from('conversations').where('id', conversationId).update({ last_message_id: Number(typeof messageId === 'object' ? messageId.id : messageId) })
  }
  return viewer
}

test.group('Inbox query count (issue 14 Done when)', (suite) => {
  const counter = queryCounter(suite)

  test('/messages: the same statements for 5 and 50 conversations, at most 6 beyond the frame', async ({ client, assert }) => {
    const figures: number[] = []
    for (const size of [5, 50]) {
      const viewer = await inboxOf(size)
      const frame = await counter.measure(() => client.get('/no-such-page-here').loginAs(viewer))
      const inbox = await counter.measure(async () => {
        const response = await client.get('/messages').withInertia().loginAs(viewer)
        response.assertStatus(200)
        assert.lengthOf(response.inertiaProps.conversations, size)
      })
      figures.push(inbox - frame)
    }
    console.log(`inbox statements beyond the frame: 5 conversations ${figures[0]}, 50 conversations ${figures[1]}`)
    assert.equal(figures[0], figures[1], `5 conversations: ${figures[0]} statements, 50: ${figures[1]}`)
    assert.isAtMost(figures[1], 6)
  }).timeout(120_000)
})
