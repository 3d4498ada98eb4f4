import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime } from '#app/support/database/values'
import { makeUser } from '#tests/helpers/users'
import { queryCounter } from '#tests/helpers/query_count'
import { viewerCache } from '#modules/identity/viewer_cache'
import { LAST_ONLINE_MEMORY_MAX, LAST_ONLINE_WRITE_EVERY_MS, forgetLastOnlineWrites, lastOnlineMemorySize, shouldWriteLastOnline } from '#modules/identity/last_online'

/*
 * spec 001 §3.1 users.last_online_at: written when a signed-in request resolves its viewer, at most
 * once per 5 minutes per user and process (README "Last online"), without a read and without
 * dropping the cached viewer.
 */
const NOT_FOUND = '/no-such-page-for-last-online'

async function lastOnline(userId: number) {
  const row = await db.from('users').where('id', userId).select('last_online_at').first()
  return fromDbTime(row.last_online_at)
}

test.group('Last online (spec 001 §3.1)', (group) => {
  const { measure } = queryCounter(group)
  group.each.setup(() => {
    const previous = viewerCache.enabled
    viewerCache.enabled = true
    viewerCache.forgetLocally({ all: true })
    forgetLastOnlineWrites()
    return () => {
      viewerCache.forgetLocally({ all: true })
      viewerCache.enabled = previous
    }
  })

  test('a signed-in request records last_online_at; a visitor request writes nothing', async ({ client, assert }) => {
    const user = await makeUser()
    assert.isNull(await lastOnline(user.id))
    const before = DateTime.utc().minus({ seconds: 2 })
    await client.get(NOT_FOUND).withInertia().loginAs(user)
    const seen = await lastOnline(user.id)
    assert.isNotNull(seen)
    assert.isTrue(seen! >= before.startOf('second'))
    await db.from('users').where('id', user.id).update({ last_online_at: null })
    forgetLastOnlineWrites()
    await client.get(NOT_FOUND).withInertia()
    assert.isNull(await lastOnline(user.id), 'a visitor request marks nobody online')
  })

  test('one UPDATE on the first request, none on the next ones within 5 minutes; the cached viewer is kept', async ({ client, assert }) => {
    // Two new users' first requests (viewer not cached yet), one whose write is due, one whose write was
    // already made in this process: the difference is the one UPDATE.
    const writing = await makeUser()
    const quiet = await makeUser()
    shouldWriteLastOnline(quiet.id)
    // Warms what signed-in requests share (the banner list) so both measures start alike.
    const warm = await makeUser()
    shouldWriteLastOnline(warm.id)
    await client.get(NOT_FOUND).withInertia().loginAs(warm)
    const withWrite = await measure(() => client.get(NOT_FOUND).withInertia().loginAs(writing), 1)
    const withoutWrite = await measure(() => client.get(NOT_FOUND).withInertia().loginAs(quiet), 1)
    const next = await measure(() => client.get(NOT_FOUND).withInertia().loginAs(writing), 1)
    const dashboard = await measure(() => client.get('/dashboard').withInertia().loginAs(writing), 1)
    console.log('last online, statements:', JSON.stringify({ firstRequestWithWrite: withWrite, firstRequestWithoutWrite: withoutWrite, nextRequest: next, dashboardCached: dashboard }))
    assert.equal(withWrite - withoutWrite, 1)
    assert.isNull(await lastOnline(quiet.id))
    // The write did not forget the viewer: the next request reads nothing for its frame.
    assert.equal(next, 0)
    assert.isNotNull(viewerCache.viewer(writing.id))
  })

  test('the memory of writes is per user, renewed after 5 minutes, and bounded', ({ assert }) => {
    forgetLastOnlineWrites()
    const t = Date.UTC(2026, 10, 28, 12)
    assert.isTrue(shouldWriteLastOnline(1, t))
    assert.isFalse(shouldWriteLastOnline(1, t + LAST_ONLINE_WRITE_EVERY_MS - 1))
    assert.isTrue(shouldWriteLastOnline(2, t))
    assert.isTrue(shouldWriteLastOnline(1, t + LAST_ONLINE_WRITE_EVERY_MS))
    for (let id = 10; id < 10 + LAST_ONLINE_MEMORY_MAX + 50; id++) shouldWriteLastOnline(id, t + LAST_ONLINE_WRITE_EVERY_MS)
    assert.isAtMost(lastOnlineMemorySize(), LAST_ONLINE_MEMORY_MAX)
    forgetLastOnlineWrites()
  })
})
