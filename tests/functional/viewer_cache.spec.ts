import { test } from '@japa/runner'
import { EventEmitter } from 'node:events'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { RedisConnection } from '@adonisjs/redis'
import redisConfig from '#config/redis'
import { User, UserRole, assignRole, forgetViewers, scheduleAnnouncement, suspendUser, unsuspendUser } from '#modules/identity/index'
import { viewerCache, ViewerCache, VIEWER_CACHE_MAX, VIEWER_TTL_MS } from '#modules/identity/viewer_cache'
import { setBirthMonth } from '#modules/identity/actions/set_birth_month'
import { findViewerUser } from '#modules/identity/viewer_user_provider'
import { makeUser, birthForAge } from '#tests/helpers/users'
import { makeStaff } from '#modules/admin/tests/factories'
import { queryCounter } from '#tests/helpers/query_count'
import { eventually } from '#tests/helpers/wait'

/*
 * issue 19 "the viewer cache invalidates on role change and suspension (a suspended user is blocked
 * on the very next request)": the signed-in user, their roles (spec 000 §6.1), age bucket and the
 * announcement banner (spec 000 §2.6) are cached per process (modules/identity/viewer_cache.ts) and
 * every write drops the entry, so each change below shows on the very next request. The cache is
 * off under NODE_ENV=test by default; this file switches it on.
 */
const NOT_FOUND = '/no-such-page-for-the-viewer-cache'

async function frame(client: any, user: User) {
  const response = await client.get(NOT_FOUND).withInertia().loginAs(user)
  response.assertStatus(404)
  return response.inertiaProps as { user: { roles: string[]; displayName: string; timezone: string }; announcement: { id: number; message: string } | null }
}

function cacheOn(group: { each: { setup(fn: () => unknown): void } }) {
  group.each.setup(async () => {
    const previous = viewerCache.enabled
    viewerCache.enabled = true
    // With Redis nothing is cached until this process listens to the others' invalidations.
    await viewerCache.startBus()
    viewerCache.forgetLocally({ all: true })
    return () => {
      viewerCache.forgetLocally({ all: true })
      viewerCache.enabled = previous
    }
  })
}

test.group('Viewer cache: changes show on the very next request (issue 19)', (group) => {
  cacheOn(group)

  test('a role given and removed through the admin flow (spec 000 §6.3)', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const target = await makeUser()
    assert.notInclude((await frame(client, target)).user.roles, 'tutor')
    assert.isNotNull(viewerCache.viewer(target.id), 'the first request cached the viewer')
    ;(await client.post(`/admin/users/${target.id}/roles`).json({ role: 'tutor' }).withCsrfToken().withInertia().loginAs(staff).redirects(0)).assertStatus(302)
    assert.include((await frame(client, target)).user.roles, 'tutor')
    const row = await UserRole.query().where('user_id', target.id).where('role', 'tutor').firstOrFail()
    ;(await client.delete(`/admin/users/${target.id}/roles/${row.id}`).withCsrfToken().withInertia().loginAs(staff).redirects(0)).assertStatus(303)
    assert.notInclude((await frame(client, target)).user.roles, 'tutor')
  })

  test('a suspension through the admin flow blocks the next request; lifting it unblocks (spec 000 §2.3)', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const target = await makeUser()
    const before = await client.get('/dashboard').withInertia().loginAs(target)
    before.assertStatus(200)
    assert.notEqual(before.inertiaProps.code, 'user_suspended')
    ;(await client.post(`/admin/users/${target.id}/suspend`).json({ context: 'admin', reason: 'Spam' }).withCsrfToken().withInertia().loginAs(staff).redirects(0)).assertStatus(302)
    ;(await client.get('/dashboard').withInertia().loginAs(target)).assertInertiaPropsContains({ code: 'user_suspended' })
    ;(await client.post(`/admin/users/${target.id}/unsuspend`).withCsrfToken().withInertia().loginAs(staff).redirects(0)).assertStatus(302)
    const after = await client.get('/dashboard').withInertia().loginAs(target)
    assert.notEqual(after.inertiaProps.code, 'user_suspended')
  })

  test('a suspension by the suspend action (inside a caller\'s transaction too) blocks the next request', async ({ client, assert }) => {
    const [alone, inTransaction] = [await makeUser(), await makeUser()]
    for (const user of [alone, inTransaction]) assert.notInclude((await frame(client, user)).user.roles, 'blocked')
    await suspendUser({ userId: alone.id, context: 'learner-no-shows', reason: 'No-shows', byUserId: null })
    await db.transaction((trx) => suspendUser({ userId: inTransaction.id, context: 'admin', reason: 'Spam', byUserId: null }, trx))
    // A no-show suspension is provisional: the "maybe suspended" screen (identity/suspension.ts).
    ;(await client.get('/dashboard').withInertia().loginAs(alone)).assertInertiaPropsContains({ code: 'user_maybe_suspended' })
    ;(await client.get('/dashboard').withInertia().loginAs(inTransaction)).assertInertiaPropsContains({ code: 'user_suspended' })
    await unsuspendUser({ userId: alone.id, byUserId: null })
    assert.notInclude((await frame(client, alone)).user.roles, 'blocked')
  })

  test('profile changes: the settings form and a saved name', async ({ client, assert }) => {
    const user = await makeUser({ birth: birthForAge(30) })
    assert.equal((await frame(client, user)).user.timezone, 'UTC')
    ;(await client.put('/settings').json({ timezone: 'Europe/Berlin', languages: ['en'] }).loginAs(user).withCsrfToken().redirects(0)).assertStatus(302)
    assert.equal((await frame(client, user)).user.timezone, 'Europe/Berlin')
    const fresh = await User.findOrFail(user.id)
    fresh.name = 'Renamed Person'
    await fresh.save()
    assert.equal((await frame(client, user)).user.displayName, 'Renamed Person')
  })

  test('a date of birth set by the raw birth-month update changes the age bucket', async ({ client, assert }) => {
    const user = await makeUser()
    await db.from('users').where('id', user.id).update({ date_of_birth: null })
    forgetViewers(user.id)
    assert.isFalse((await frame(client, user)).user.roles.some((role) => role.startsWith('age:')))
    const outcome = await setBirthMonth(user.id, DateTime.utc().year - 30, 1)
    assert.isTrue(outcome.ok)
    assert.include((await frame(client, user)).user.roles, 'age:21-plus')
  })

  test('the banner: a new or changed announcement shows next, a dismissal hides it (spec 000 §2.6)', async ({ client, assert }) => {
    const user = await makeUser()
    const key = `viewer-cache-${Date.now()}`
    const startsAt = DateTime.utc().minus({ minutes: 1 })
    const before = await frame(client, user)
    assert.notEqual(before.announcement?.message, 'Cached banner one')
    await scheduleAnnouncement({ key, message: 'Cached banner one', startsAt, endsAt: null, priority: 9000 })
    const shown = await frame(client, user)
    assert.equal(shown.announcement?.message, 'Cached banner one')
    await scheduleAnnouncement({ key, message: 'Cached banner two', startsAt, endsAt: null, priority: 9000 })
    assert.equal((await frame(client, user)).announcement?.message, 'Cached banner two')
    ;(await client.post(`/announcements/${shown.announcement!.id}/dismiss`).loginAs(user).withCsrfToken().redirects(0)).assertStatus(302)
    assert.notEqual((await frame(client, user)).announcement?.message, 'Cached banner two')
    const other = await makeUser()
    assert.equal((await frame(client, other)).announcement?.message, 'Cached banner two', 'a dismissal is per user')
    await scheduleAnnouncement({ key, message: 'Cached banner two', startsAt, endsAt: DateTime.utc().minus({ seconds: 1 }), priority: 9000 })
    assert.notEqual((await frame(client, other)).announcement?.message, 'Cached banner two', 'an ended banner goes at once')
  })

  test('a banner scheduled for later starts showing at its time without an invalidation', async ({ client, assert }) => {
    const user = await makeUser()
    const key = `viewer-cache-later-${Date.now()}`
    await scheduleAnnouncement({ key, message: 'Starts in two seconds', startsAt: DateTime.utc().plus({ seconds: 2 }), endsAt: null, priority: 9001 })
    assert.notEqual((await frame(client, user)).announcement?.message, 'Starts in two seconds')
    await new Promise((resolve) => setTimeout(resolve, 2100))
    assert.equal((await frame(client, user)).announcement?.message, 'Starts in two seconds')
    await scheduleAnnouncement({ key, message: 'Starts in two seconds', startsAt: DateTime.utc().minus({ days: 1 }), endsAt: DateTime.utc().minus({ seconds: 1 }) })
  })

  test('a deleted account is signed out on the next request', async ({ client, assert }) => {
    const user = await makeUser()
    ;(await client.get('/dashboard').withInertia().loginAs(user)).assertStatus(200)
    await user.softDelete()
    const visitor = await client.get('/dashboard').withInertia().redirects(0)
    const deleted = await client.get('/dashboard').withInertia().loginAs(user).redirects(0)
    assert.notEqual(visitor.status(), 200)
    assert.equal(deleted.status(), visitor.status())
  })
})

test.group('Viewer cache: statements per signed-in request (issue 19)', (group) => {
  const { measure } = queryCounter(group)
  cacheOn(group)

  test('a cached viewer reads no user, role or banner row', async ({ client, assert }) => {
    const user = await makeUser()
    viewerCache.enabled = false
    const uncached = await measure(() => client.get(NOT_FOUND).withInertia().loginAs(user))
    viewerCache.enabled = true
    const cached = await measure(() => client.get(NOT_FOUND).withInertia().loginAs(user))
    // Sessions are kept in memory in tests: the frame is the user, roles and banner reads (3).
    assert.equal(uncached, 3)
    assert.equal(cached, 0)
    forgetViewers(user.id)
    assert.equal(await measure(() => client.get(NOT_FOUND).withInertia().loginAs(user), 1), 2, 'after an invalidation: user and roles again, banner list still cached')
  })

  test('a page keeps its own statements and loses the frame\'s three (/dashboard)', async ({ client, assert }) => {
    const user = await makeUser()
    const dashboard = () => client.get('/dashboard').withInertia().loginAs(user)
    viewerCache.enabled = false
    const uncached = await measure(dashboard)
    viewerCache.enabled = true
    const cached = await measure(dashboard)
    console.log('viewer cache, /dashboard statements (sessions in memory):', JSON.stringify({ uncached, cached }))
    assert.equal(uncached - cached, 3)
  })
})

test.group('Viewer cache: a cached viewer is a model of its own per request (issue 19)', (group) => {
  cacheOn(group)

  test('built from the cached attributes: its changes save and never reach the cache or the next request', async ({ assert }) => {
    const made = await makeUser()
    const first = (await findViewerUser(made.id))!
    assert.isNotNull(viewerCache.viewer(made.id), 'the first read cached the viewer')
    const stored = [...first.languages]
    first.languages.push('de')
    const cached = (await findViewerUser(made.id))!
    assert.notStrictEqual(cached, first)
    assert.isTrue(cached.$isPersisted)
    assert.isFalse(cached.$isDirty, 'nothing changed yet')
    assert.equal(cached.createdAt.toMillis(), first.createdAt.toMillis())
    assert.deepEqual(cached.languages, stored, "the first request's later change is not in the cache")
    cached.languages.push('fr')
    cached.timezone = 'Europe/Paris'
    assert.deepEqual(Object.keys(cached.$dirty).sort(), ['languages', 'timezone'])
    assert.deepEqual((await findViewerUser(made.id))!.languages, stored, 'the change stayed in its own model')
    await cached.save()
    const row = await db.from('users').where('id', made.id).select('timezone', 'languages').firstOrFail()
    assert.equal(row.timezone, 'Europe/Paris')
    assert.include(String(row.languages), 'fr')
    assert.equal((await findViewerUser(made.id))!.timezone, 'Europe/Paris', 'the save dropped the cached entry')
  })
})

test.group('Viewer cache: expiry and races (issue 19)', () => {
  const entry = { attributes: Object.freeze({ id: 1 }), roles: ['approved'], bucket: 'age:16-to-under-18' as const }

  test('an entry lives at most the TTL and never past the next UTC midnight (the age bucket is per day)', ({ assert }) => {
    const cache = new ViewerCache()
    cache.enabled = true
    const noon = Date.UTC(2026, 5, 1, 12)
    cache.storeViewer(1, cache.stamp(), entry, noon)
    assert.isNotNull(cache.viewer(1, noon + VIEWER_TTL_MS - 1))
    assert.isNull(cache.viewer(1, noon + VIEWER_TTL_MS))
    const beforeMidnight = Date.UTC(2026, 5, 1, 23, 59, 50)
    cache.storeViewer(1, cache.stamp(), entry, beforeMidnight)
    assert.isNotNull(cache.viewer(1, Date.UTC(2026, 5, 1, 23, 59, 59)))
    assert.isNull(cache.viewer(1, Date.UTC(2026, 5, 2)))
  })

  test('a read that started before an invalidation is not stored', ({ assert }) => {
    const cache = new ViewerCache()
    cache.enabled = true
    const stamp = cache.stamp()
    cache.forget({ users: [2] })
    cache.storeViewer(1, stamp, entry)
    assert.isNull(cache.viewer(1))
    cache.storeViewer(1, cache.stamp(), entry)
    assert.isNotNull(cache.viewer(1))
  })

  test('the cache holds at most VIEWER_CACHE_MAX viewers: expired entries go first, then the oldest', ({ assert }) => {
    const cache = new ViewerCache()
    cache.enabled = true
    const start = Date.UTC(2026, 5, 1, 12)
    for (let id = 1; id <= VIEWER_CACHE_MAX; id++) cache.storeViewer(id, cache.stamp(), entry, start)
    assert.equal(cache.size, VIEWER_CACHE_MAX)
    // Full and nothing expired: storing one more drops the oldest tenth.
    cache.storeViewer(VIEWER_CACHE_MAX + 1, cache.stamp(), entry, start + 1000)
    assert.isAtMost(cache.size, VIEWER_CACHE_MAX * 0.9 + 1)
    assert.isNull(cache.viewer(1, start + 1000))
    assert.isNotNull(cache.viewer(VIEWER_CACHE_MAX, start + 1000))
    assert.isNotNull(cache.viewer(VIEWER_CACHE_MAX + 1, start + 1000))
    // Full again, all of them expired: they all go, the new one stays.
    for (let id = 1; cache.size < VIEWER_CACHE_MAX; id++) cache.storeViewer(id, cache.stamp(), entry, start + 2000)
    cache.storeViewer(0, cache.stamp(), entry, start + 2000 + VIEWER_TTL_MS)
    assert.equal(cache.size, 1)
  })

  test('off, nothing is kept', ({ assert }) => {
    const cache = new ViewerCache()
    cache.enabled = false
    cache.storeViewer(1, cache.stamp(), entry)
    assert.isNull(cache.viewer(1))
  })

  test('a write inside a transaction forgets the entry again at commit', async ({ assert }) => {
    const previous = viewerCache.enabled
    viewerCache.enabled = true
    try {
      const user = await makeUser()
      await db.transaction(async (trx) => {
        await assignRole({ userId: user.id, role: 'tutor', byUserId: null, source: 'test' }, trx)
        // A request reading between the write and the commit would store the old roles:
        viewerCache.storeViewer(user.id, viewerCache.stamp(), { ...entry, attributes: Object.freeze({ id: user.id }) })
        assert.isNotNull(viewerCache.viewer(user.id))
      })
      assert.isNull(viewerCache.viewer(user.id))
    } finally {
      viewerCache.enabled = previous
    }
  })
})

test.group('Viewer cache: the Redis bus (issue 19)', () => {
  const entry = { attributes: Object.freeze({ id: 1 }), roles: [], bucket: null }

  function fakeRedis(subscription: 'ok' | 'fails') {
    const subscriber = new EventEmitter()
    const published: string[] = []
    const handlers: Array<(message: string) => void> = []
    const connection = {
      ioSubscriberConnection: subscriber,
      publish: async (_channel: string, message: string) => published.push(message),
      unsubscribe: async () => {},
      subscribe(_channel: string, handler: (message: string) => void, options: { onError(error: unknown): void; onSubscription(count: number): void }) {
        handlers.push(handler)
        setImmediate(() => (subscription === 'ok' ? options.onSubscription(1) : options.onError(new Error('ECONNREFUSED'))))
      },
    }
    const deliverText = (text: string) => handlers.forEach((handler) => handler(text))
    return { connection, subscriber, published, deliverText, deliver: (message: object) => deliverText(JSON.stringify(message)) }
  }

  test('nothing is cached before the subscription, nor while the subscriber is down; a reconnect starts empty', async ({ assert }) => {
    const redis = fakeRedis('ok')
    const cache = new ViewerCache({ connection: async () => redis.connection })
    cache.enabled = true
    cache.storeViewer(1, cache.stamp(), entry)
    assert.isNull(cache.viewer(1), 'not subscribed yet')
    await cache.startBus()
    cache.storeViewer(1, cache.stamp(), entry)
    assert.isNotNull(cache.viewer(1))
    redis.subscriber.emit('reconnecting')
    assert.isNull(cache.viewer(1))
    cache.storeViewer(1, cache.stamp(), entry)
    assert.isNull(cache.viewer(1), 'invalidations may be missed while down')
    redis.subscriber.emit('ready')
    cache.storeViewer(1, cache.stamp(), entry)
    assert.isNotNull(cache.viewer(1))
  })

  test('a failed subscription caches nothing; invalidations are published with this process\'s origin and others\' are applied', async ({ assert }) => {
    const failing = new ViewerCache({ connection: async () => fakeRedis('fails').connection })
    failing.enabled = true
    await failing.startBus()
    failing.storeViewer(1, failing.stamp(), entry)
    assert.isNull(failing.viewer(1))

    const redis = fakeRedis('ok')
    const cache = new ViewerCache({ connection: async () => redis.connection })
    cache.enabled = true
    await cache.startBus()
    cache.forget({ users: [7] })
    await eventually(() => redis.published.length === 1, 'the publication')
    assert.deepEqual(JSON.parse(redis.published[0]), { users: [7], origin: cache.origin })
    cache.storeViewer(1, cache.stamp(), entry)
    redis.deliver({ users: [1], origin: cache.origin })
    assert.isNotNull(cache.viewer(1), 'its own message is not applied twice')
    redis.deliver({ users: [1], origin: 'another process' })
    assert.isNull(cache.viewer(1))
    cache.storeViewer(1, cache.stamp(), entry)
    redis.deliverText('not json')
    assert.isNotNull(cache.viewer(1), 'a malformed message is ignored')
  })
})

/*
 * With REDIS_URL: process B is a second cache with its own Redis connection (the pattern of
 * messaging's two-process Transmit test); this test process plays A.
 */
test.group('Viewer cache across processes (Redis)', () => {
  test('an invalidation in one process reaches the other', async ({ assert }) => {
    const previous = viewerCache.enabled
    viewerCache.enabled = true
    const connection = new RedisConnection('viewer-cache-b', redisConfig.connections.main)
    const processB = new ViewerCache({ connection: async () => connection as any })
    processB.enabled = true
    try {
      await processB.startBus()
      await viewerCache.startBus()
      const user = await makeUser()
      processB.storeViewer(user.id, processB.stamp(), { attributes: Object.freeze({ id: user.id }), roles: [], bucket: null })
      assert.isNotNull(processB.viewer(user.id))
      await assignRole({ userId: user.id, role: 'tutor', byUserId: null, source: 'test' })
      await eventually(() => processB.viewer(user.id) === null, 'the invalidation to reach process B')
      processB.storeAnnouncements(processB.stamp(), [])
      await scheduleAnnouncement({ key: `viewer-cache-redis-${Date.now()}`, message: 'x', startsAt: DateTime.utc().minus({ days: 2 }), endsAt: DateTime.utc().minus({ days: 1 }) })
      await eventually(() => processB.announcements() === null, 'the banner invalidation to reach process B')
    } finally {
      await processB.stopBus()
      await connection.quit()
      viewerCache.enabled = previous
    }
  }).skip(!env.get('REDIS_URL'), 'needs REDIS_URL (bin/test runs it in the PostgreSQL + Redis pass)')
})
