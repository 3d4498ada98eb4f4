import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks, registrarFor } from '#kernel/hooks'
import { recordEvent } from '#kernel/events/outbox'
import { deliverEvent } from '#kernel/events/delivery'
import { sweepOutbox } from '#kernel/events/sweeper'
import { eventually } from '#tests/helpers/wait'

/*
 * The hook event outbox (issue 8 §5; app/kernel/events): an event exists iff the writer's
 * transaction committed, every handler runs once per event (retried until it succeeds), lost
 * dispatches are delivered by the sweeper, inline handlers run before the writer returns.
 * Runs on SQLite with inline jobs and on PostgreSQL with a BullMQ worker (bin/test).
 *
 * The handlers below react only to this file's events: 'session.ended' payloads whose sessionId
 * is a marker (far above real ids); what each marker does is set per test.
 */
let counter = 0
const nextMarker = () => 1_500_000_000 + Math.floor(Math.random() * 1e6) * 100 + ++counter

const runs = new Map<number, number>()
const failuresLeft = new Map<number, number>()
const inlineRuns = new Map<number, { committed: boolean; after: 'emitted' | 'returned' }>()
const writerState = new Map<number, 'emitted' | 'returned'>()

const testHooks = registrarFor('test:outbox')
testHooks.on(
  'session.ended',
  ({ sessionId }) => {
    if (!runs.has(sessionId)) return
    const left = failuresLeft.get(sessionId) ?? 0
    if (left > 0) {
      failuresLeft.set(sessionId, left - 1)
      throw new Error('flaky handler')
    }
    runs.set(sessionId, runs.get(sessionId)! + 1)
  },
  { name: 'counter' }
)
testHooks.on(
  'session.registration.canceled',
  async ({ sessionId }, { eventId }) => {
    if (!writerState.has(sessionId)) return
    // Read on another connection than the writer's: visible only once committed.
    const committed = await db.from('hook_outbox_events').where('id', eventId).first()
    inlineRuns.set(sessionId, { committed: Boolean(committed), after: writerState.get(sessionId)! })
  },
  { name: 'inline', inline: true }
)

function watch(marker: number, failures = 0) {
  runs.set(marker, 0)
  failuresLeft.set(marker, failures)
  return marker
}

const delivery = (eventId: number) =>
  db.from('hook_outbox_deliveries').where('event_id', eventId).where('handler_key', 'test:outbox/session.ended/counter').first()
const eventRow = (eventId: number) => db.from('hook_outbox_events').where('id', eventId).first()

test.group('Event outbox', () => {
  test('a committed event is delivered once to each handler, after the commit', async ({ assert }) => {
    const marker = watch(nextMarker())
    const eventId = await db.transaction(async (trx) => {
      const id = await hooks.emit('session.ended', { sessionId: marker }, { client: trx })
      assert.equal(runs.get(marker), 0, 'nothing runs before the commit')
      return id
    })
    assert.isNumber(eventId)
    await eventually(async () => Boolean((await eventRow(eventId!))?.settled_at), 'the event to settle')
    assert.equal(runs.get(marker), 1)
    const row = await delivery(eventId!)
    assert.isNotNull(row.delivered_at)
    assert.equal(Number(row.attempts), 1)
    await sweepOutbox({ graceMs: 0 })
    assert.equal(runs.get(marker), 1, 'a settled event is not delivered again')
  })

  test('a rolled-back transaction leaves no event and runs no handler', async ({ assert }) => {
    const marker = watch(nextMarker())
    let eventId: number | null = null
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        eventId = await hooks.emit('session.ended', { sessionId: marker }, { client: trx })
        throw new Error('the write failed')
      })
    )
    assert.isNumber(eventId)
    assert.isNull(await eventRow(eventId!))
    await sweepOutbox({ graceMs: 0 })
    assert.equal(runs.get(marker), 0)
  })

  test('a handler that throws is retried with backoff and eventually delivered once', async ({ assert }) => {
    const marker = watch(nextMarker(), 2)
    const eventId = (await db.transaction((trx) => hooks.emit('session.ended', { sessionId: marker }, { client: trx })))!
    await eventually(async () => {
      const row = await delivery(eventId)
      return Boolean(row && Number(row.attempts) === 1 && !row.started_at)
    }, 'the first attempt')
    const first = await delivery(eventId)
    assert.equal(first.last_error, 'flaky handler')
    assert.isNull(first.delivered_at)
    assert.isNotNull(first.retry_at, 'left pending with a retry time')
    assert.isNull((await eventRow(eventId)).settled_at)

    // Not before its retry time...
    assert.deepEqual((await deliverEvent(eventId)).delivered, [])
    // ...then (moving the clock instead of waiting for the backoff) until it succeeds.
    const base = DateTime.utc()
    for (let hour = 1; hour <= 3 && runs.get(marker) === 0; hour++) await deliverEvent(eventId, { now: base.plus({ hours: hour }) })
    assert.equal(runs.get(marker), 1)
    const row = await delivery(eventId)
    assert.equal(Number(row.attempts), 3)
    assert.isNotNull(row.delivered_at)
    assert.isNotNull((await eventRow(eventId)).settled_at)

    await deliverEvent(eventId, { now: base.plus({ hours: 5 }) })
    await sweepOutbox({ graceMs: 0, now: base.plus({ hours: 6 }) })
    assert.equal(runs.get(marker), 1, 'delivered once')
  })

  test('a crash after the commit (no dispatch) is delivered exactly once by two concurrent sweepers', async ({ assert }) => {
    const marker = watch(nextMarker())
    // The outbox row commits with the change, and the process dies before dispatching its job.
    const eventId = (await db.transaction((trx) => recordEvent(trx, 'session.ended', { sessionId: marker })))!
    assert.equal(runs.get(marker), 0)
    await Promise.all([sweepOutbox({ graceMs: 0 }), sweepOutbox({ graceMs: 0 })])
    assert.equal(runs.get(marker), 1)
    const row = await delivery(eventId)
    assert.equal(Number(row.attempts), 1)
    assert.isNotNull((await eventRow(eventId)).settled_at)
    await sweepOutbox({ graceMs: 0 })
    assert.equal(runs.get(marker), 1)
  })

  test('the sweeper leaves young events to their own job', async ({ assert }) => {
    const marker = watch(nextMarker())
    await db.transaction((trx) => recordEvent(trx, 'session.ended', { sessionId: marker }))
    await sweepOutbox()
    assert.equal(runs.get(marker), 0, 'within the grace period')
    await sweepOutbox({ now: DateTime.utc().plus({ minutes: 1 }) })
    assert.equal(runs.get(marker), 1)
  })

  test('an inline handler runs after the commit, before the writer returns, and only once', async ({ assert }) => {
    const sessionId = nextMarker()
    const eventId = (await db.transaction(async (trx) => {
      writerState.set(sessionId, 'emitted')
      return hooks.emit('session.registration.canceled', { sessionId, userId: 1 }, { client: trx })
    }))!
    writerState.set(sessionId, 'returned')
    assert.deepEqual(inlineRuns.get(sessionId), { committed: true, after: 'emitted' })
    const row = await db.from('hook_outbox_deliveries').where('event_id', eventId).where('handler_key', 'test:outbox/session.registration.canceled/inline').first()
    assert.isNotNull(row.delivered_at)
    inlineRuns.delete(sessionId)
    await sweepOutbox({ graceMs: 0 })
    await deliverEvent(eventId)
    assert.isUndefined(inlineRuns.get(sessionId), 'not run again by the job or the sweeper')
  })

  test('an event with a dedupe key is recorded and delivered once', async ({ assert }) => {
    const marker = watch(nextMarker())
    const key = `test.outbox.${marker}`
    const first = await db.transaction((trx) => hooks.emit('session.ended', { sessionId: marker }, { client: trx, dedupeKey: key }))
    const second = await db.transaction((trx) => hooks.emit('session.ended', { sessionId: marker }, { client: trx, dedupeKey: key }))
    assert.isNumber(first)
    assert.isNull(second)
    await eventually(() => runs.get(marker) === 1, 'the delivery')
    await sweepOutbox({ graceMs: 0 })
    assert.equal(runs.get(marker), 1)
    assert.lengthOf(await db.from('hook_outbox_events').where('dedupe_key', key), 1)
  })

  test('handler keys are stable and unique per owner and event', async ({ assert }) => {
    assert.throws(() => testHooks.on('session.ended', () => {}, { name: 'counter' }), /registered twice/)
    // Unnamed handlers are keyed by their position among the owner's handlers of the event.
    const owner = registrarFor('test:outbox-keys')
    owner.on('session.ended', () => {})
    owner.on('session.ended', () => {})
    const { eventHandlers } = await import('#kernel/events/handlers')
    const keys = eventHandlers('session.ended').map((handler) => handler.key).filter((key) => key.startsWith('test:outbox-keys/'))
    assert.deepEqual(keys, ['test:outbox-keys/session.ended/0', 'test:outbox-keys/session.ended/1'])
  })
})
