import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import type { SessionStoreFactory } from '@adonisjs/session/types'
import { CSRF_SECRET_SESSION_KEY, databaseSessionStore, derivedCsrfSecret, TOUCH_INTERVAL_MS } from '#support/session/database_session_store'
import { preparePgStatements } from '#app/support/database/pg_connection'
import env from '#start/env'
import { capturedMail } from '#app/support/mail/log_transport'
import { DateTime } from 'luxon'
import { MailBeingSent, sendMail, sendMailJob } from '#app/support/mail/send_mail_job'
import { sqlTime } from '#app/support/database/values'
import { waitForMail } from '#tests/helpers/users'
import MainSeeder from '#database/seeders/main_seeder'
import { User, worldCatalogue } from '#tests/helpers/exports'

test.group('Jobs and mail', () => {
  test('a mail job run twice with the same idempotency key sends once', async ({ assert }) => {
    const message = { idempotencyKey: `test:${Date.now()}`, to: `twice_${Date.now()}@example.org`, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }
    await sendMail(message)
    await waitForMail(message.to)
    await sendMailJob.handle(message)
    await sendMailJob.handle(message)
    assert.lengthOf(capturedMail.to(message.to), 1)
    const rows = await db.from('mail_deliveries').where('idempotency_key', message.idempotencyKey)
    assert.lengthOf(rows, 1)
    assert.isNotNull(rows[0].sent_at)
  })

  // Issue 20 §1 (kill -9 the worker mid-batch: 0 lost): a claim whose worker died before sending.
  test('a claim left unsent by a dead worker is taken over after 30 s and the mail is sent once', async ({ assert }) => {
    const key = `dead-claim:${Date.now()}`
    const message = { idempotencyKey: key, to: `dead_claim_${Date.now()}@example.org`, subject: 'Left behind', text: 'Hi', html: '<p>Hi</p>' }
    const claimedAt = (seconds: number) => sqlTime(DateTime.utc().minus({ seconds }))
    await db.table('mail_deliveries').insert({ idempotency_key: key, recipient: message.to, subject: message.subject, created_at: claimedAt(5) })
    // A young claim may still be sending: this attempt fails (BullMQ retries it later) and sends nothing.
    await assert.rejects(() => sendMailJob.handle(message), MailBeingSent)
    assert.lengthOf(capturedMail.to(message.to), 0)

    await db.from('mail_deliveries').where('idempotency_key', key).update({ created_at: claimedAt(31) })
    await sendMailJob.handle(message)
    await sendMailJob.handle(message)
    assert.lengthOf(capturedMail.to(message.to), 1)
    const rows = await db.from('mail_deliveries').where('idempotency_key', key)
    assert.lengthOf(rows, 1)
    assert.isNotNull(rows[0].sent_at)
  })
})

test.group('Seed (node ace db:seed)', () => {
  test('creates the sixteen worlds and the four demo accounts with their roles, and can run twice', async ({ assert }) => {
    const seeder = new MainSeeder(db.connection())
    await seeder.run()
    await seeder.run()
    const worlds = await db.from('worlds').whereNull('deleted_at').select('slug')
    const worldSlugs = worldCatalogue().map((world) => world.slug)
    assert.lengthOf(worldSlugs, 16)
    assert.sameMembers(
      worlds.map((w) => w.slug).filter((slug: string) => worldSlugs.includes(slug)),
      worldSlugs
    )
    const expected: Record<string, string[]> = {
      demo_learner: ['approved'],
      demo_tutor: ['tutor', 'approved'],
      demo_safety: ['admin:safety', 'admin:policy'],
      demo_admin: ['admin:super', 'admin:basic', 'admin:safety'],
    }
    for (const [username, roles] of Object.entries(expected)) {
      const user = await User.findByOrFail('username', username)
      const held = await user.roles()
      for (const role of roles) assert.isTrue(held.has(role as any), `${username} has ${role}`)
      assert.isTrue(user.isEmailVerified && user.isOnboarded)
    }
  })
})

test.group('Session store: an unchanged session is touched at most hourly', () => {
  test('touch skips a recently extended session and extends an older one; reads and writes as before', async ({ assert }) => {
    const factory = (await configProvider.resolve<SessionStoreFactory>(app, databaseSessionStore({ connectionName: db.primaryConnectionName })))!
    // A request that brought its session cookie back (the store reads only for those).
    const withCookie = { request: { cookiesList: () => ({ 'ph-session': 'signed' }) } }
    const storeForRequest = () => factory(withCookie as any, { age: '14d', cookieName: 'ph-session' } as any)
    const ttl = 14 * 24 * 3600 * 1000
    const id = `test-session-${Date.now()}`
    const expiresAt = async () => new Date((await db.from('sessions').where('id', id).first()).expires_at).getTime()
    const setExpiry = (ms: number) => db.from('sessions').where('id', id).update({ expires_at: new Date(ms) })

    await storeForRequest().write(id, { greeting: 'hi' })
    const recent = Date.now() + ttl - 30 * 60 * 1000
    await setExpiry(recent)
    const first = storeForRequest()
    assert.deepEqual(await first.read(id), { greeting: 'hi' })
    await first.touch(id)
    assert.equal(await expiresAt(), recent, 'extended 30 minutes ago: no write')

    const old = Date.now() + ttl - TOUCH_INTERVAL_MS - 60 * 1000
    await setExpiry(old)
    const second = storeForRequest()
    await second.read(id)
    await second.touch(id)
    assert.isAbove(await expiresAt(), Date.now() + ttl - 60 * 1000, 'older than the interval: extended to a full lifetime')

    await setExpiry(Date.now() - 1000)
    assert.deepEqual(await storeForRequest().read(id), { [CSRF_SECRET_SESSION_KEY]: derivedCsrfSecret(id) }, 'an expired session starts afresh')
    assert.isNull(await db.from('sessions').where('id', id).first(), 'and its row is removed')
  })

  test('a session with no row holds only a CSRF secret derived from its id and is never written', async ({ assert }) => {
    const factory = (await configProvider.resolve<SessionStoreFactory>(app, databaseSessionStore({ connectionName: db.primaryConnectionName })))!
    const config = { age: '14d', cookieName: 'ph-session' } as any
    const store = factory({ request: { cookiesList: () => ({ 'ph-session': 'signed' }) } } as any, config)
    const id = `visitor-${Date.now()}`
    const data = await store.read(id)
    assert.deepEqual(data, { [CSRF_SECRET_SESSION_KEY]: derivedCsrfSecret(id) })
    assert.notEqual(derivedCsrfSecret(id), derivedCsrfSecret(`${id}x`))
    await store.touch(id)
    assert.isNull(await db.from('sessions').where('id', id).first())

    // Without a session cookie the id is new and the store does not look: even for an id that
    // has a row, such a request reads only the derived secret (a cookie-less id never has one).
    await store.write(id, { greeting: 'hi' })
    const firstVisit = factory({ request: { cookiesList: () => ({}) } } as any, config)
    assert.deepEqual(await firstVisit.read(id), { [CSRF_SECRET_SESSION_KEY]: derivedCsrfSecret(id) })
    assert.deepEqual(await factory({ request: { cookiesList: () => ({ 'ph-session': 'signed' }) } } as any, config).read(id), { greeting: 'hi' })
  })
})

test.group('PostgreSQL: statements prepared once per connection', () => {
  test('reads are named and reused; a plan made stale by a migration is run again unnamed', async ({ assert }) => {
    const mode = await db.rawQuery('SHOW plan_cache_mode')
    assert.equal(mode.rows[0].plan_cache_mode, 'force_generic_plan', 'the app pool sets its connections up')
    // pg ships no type declarations; the test only needs its Client.
    const { default: pg } = (await import(String('pg'))) as { default: any }
    const client = new pg.Client({
      host: env.get('DB_HOST'),
      port: env.get('DB_PORT'),
      user: env.get('DB_USER'),
      password: env.get('DB_PASSWORD', ''),
      database: env.get('DB_DATABASE'),
    })
    await client.connect()
    try {
      preparePgStatements(client as any, 2)
      const table = `prepared_probe_${Date.now()}`
      await client.query(`CREATE TEMP TABLE ${table} (id int)`)
      await client.query(`INSERT INTO ${table} (id) VALUES ($1)`, [7])
      const select = `SELECT * FROM ${table} WHERE id = $1`
      assert.deepEqual((await client.query(select, [7])).rows, [{ id: 7 }])
      const named = async () => (await client.query('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r: any) => r.name)
      assert.lengthOf(await named(), 2, 'the insert and the select are prepared (the cache holds 2)')

      await client.query(`ALTER TABLE ${table} ADD COLUMN label text`)
      assert.deepEqual((await client.query({ text: select, values: [7] })).rows, [{ id: 7, label: null }])
      assert.lengthOf(await named(), 1, 'the stale statement was deallocated')

      await client.query('SELECT 1 AS one')
      await client.query('SELECT 2 AS two')
      assert.lengthOf(await named(), 2, 'older statements are deallocated past the size')
    } finally {
      await client.end()
    }
  }).skip(env.get('DB_CONNECTION', 'sqlite') !== 'pg', 'PostgreSQL only')
})
