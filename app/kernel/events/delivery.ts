import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { defineJob } from '#app/support/jobs/jobs'
import { affectedRows, fromDbTime, sqlTime } from '#app/support/database/values'
import { eventHandlers, type RegisteredHandler } from './handlers.js'
import { DELIVERIES_TABLE, EVENTS_TABLE, findEvent } from './outbox.js'

/*
 * Delivering one event: for each handler, a delivery row (unique per event and handler key) is
 * claimed by a guarded UPDATE (affected rows = 1) before the handler runs and marked delivered
 * after, so a handler runs once however many jobs and sweepers deliver the event at the same time.
 * A failure releases the claim until retry_at (exponential backoff, FIRST_RETRY_MS doubling up to
 * LONGEST_RETRY_MS); after MAX_ATTEMPTS the delivery is given up (failed_at, logged). A claim
 * whose process died is taken over after STALE_AFTER. The event is settled once every handler is
 * delivered or given up.
 */
export const MAX_ATTEMPTS = 12
const STALE_AFTER = { minutes: 10 }
const FIRST_RETRY_MS = 5000
const LONGEST_RETRY_MS = 60 * 60 * 1000

export function retryDelayMs(attempts: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

export type DeliveryOutcome = {
  /** Handler keys this call ran successfully. */
  delivered: string[]
  /** Handler keys that threw in this call (pending again, or given up after MAX_ATTEMPTS). */
  failed: string[]
  /** Every handler of the event is delivered or given up. */
  settled: boolean
  /** The earliest retry time of a pending delivery, if any. */
  retryAt: DateTime | null
}

export type DeliverOptions = {
  /** The clock (tests move it forward instead of waiting for a backoff). */
  now?: DateTime
  /** Only the handlers registered with { inline: true } (run in the request, right after commit). */
  inlineOnly?: boolean
}

async function ensureDeliveries(eventId: number, handlers: RegisteredHandler[], now: string) {
  if (handlers.length === 0) return
  await db
    .knexQuery()
    .table(DELIVERIES_TABLE)
    .insert(handlers.map(({ key }) => ({ event_id: eventId, handler_key: key, attempts: 0, created_at: now, updated_at: now })))
    .onConflict(['event_id', 'handler_key'])
    .ignore()
}

/** True when this caller may run the handler now. */
async function claim(eventId: number, key: string, now: DateTime) {
  const at = sqlTime(now)
  const affected = await db
    .from(DELIVERIES_TABLE)
    .where('event_id', eventId)
    .where('handler_key', key)
    .whereNull('delivered_at')
    .whereNull('failed_at')
    .where((query) => query.whereNull('retry_at').orWhere('retry_at', '<=', at))
    .where((query) => query.whereNull('started_at').orWhere('started_at', '<', sqlTime(now.minus(STALE_AFTER))))
    .update({ started_at: at, attempts: db.raw('attempts + 1'), updated_at: at })
  return affectedRows(affected) === 1
}

async function release(eventId: number, key: string, error: unknown, now: DateTime) {
  const message = error instanceof Error ? error.message : String(error)
  const row = await db.from(DELIVERIES_TABLE).where('event_id', eventId).where('handler_key', key).select('attempts').first()
  const attempts = Number(row?.attempts ?? MAX_ATTEMPTS)
  const givenUp = attempts >= MAX_ATTEMPTS
  logger.error({ err: error, eventId, handler: key, attempts, givenUp }, 'hook event handler failed')
  await db
    .from(DELIVERIES_TABLE)
    .where('event_id', eventId)
    .where('handler_key', key)
    .update({
      started_at: null,
      last_error: message.slice(0, 2000),
      retry_at: givenUp ? null : sqlTime(now.plus({ milliseconds: retryDelayMs(attempts) })),
      failed_at: givenUp ? sqlTime(now) : null,
      updated_at: sqlTime(now),
    })
}

/** Runs the event's pending handlers that may run now; see the comment at the top. */
export async function deliverEvent(eventId: number, options: DeliverOptions = {}): Promise<DeliveryOutcome> {
  const outcome: DeliveryOutcome = { delivered: [], failed: [], settled: true, retryAt: null }
  const event = await findEvent(eventId)
  if (!event || event.settledAt) return outcome
  const now = options.now ?? DateTime.utc()
  const all = eventHandlers(event.event)
  const chosen = options.inlineOnly ? all.filter((handler) => handler.inline) : all
  await ensureDeliveries(eventId, chosen, sqlTime(now))
  for (const { key, handler } of chosen) {
    if (!(await claim(eventId, key, now))) continue
    try {
      await handler(event.payload, { eventId, handlerKey: key })
    } catch (error) {
      await release(eventId, key, error, now)
      outcome.failed.push(key)
      continue
    }
    await db
      .from(DELIVERIES_TABLE)
      .where('event_id', eventId)
      .where('handler_key', key)
      .update({ delivered_at: sqlTime(now), started_at: null, retry_at: null, updated_at: sqlTime(now) })
    outcome.delivered.push(key)
  }

  const rows = await db.from(DELIVERIES_TABLE).where('event_id', eventId).select('handler_key', 'delivered_at', 'failed_at', 'retry_at')
  const done = new Set(rows.filter((row) => row.delivered_at || row.failed_at).map((row) => String(row.handler_key)))
  outcome.settled = all.every(({ key }) => done.has(key))
  if (outcome.settled) {
    await db.from(EVENTS_TABLE).where('id', eventId).whereNull('settled_at').update({ settled_at: sqlTime(now) })
  }
  for (const row of rows) {
    const retryAt = !row.delivered_at && !row.failed_at ? fromDbTime(row.retry_at) : null
    if (retryAt && (!outcome.retryAt || retryAt < outcome.retryAt)) outcome.retryAt = retryAt
  }
  return outcome
}

/*
 * The delivery job (BullMQ with Redis, inline without): delivers the event and, while a handler
 * is waiting for its retry, schedules itself again for that moment. A lost timer or job (inline
 * mode's timers die with the process) is the sweeper's to catch up.
 */
export const deliverEventJob = defineJob<{ eventId: number }>('events:deliver-event', async ({ eventId }) => {
  const { retryAt } = await deliverEvent(eventId)
  if (!retryAt) return
  await deliverEventJob.dispatch(
    { eventId },
    { jobId: `event.${eventId}.retry.${retryAt.toMillis()}`, delay: Math.max(0, retryAt.diffNow().toMillis()) }
  )
})

/** No job id: a duplicate delivery is harmless (claims), while a reused id would be dropped by BullMQ. */
export function dispatchDelivery(eventId: number) {
  return deliverEventJob.dispatch({ eventId })
}
