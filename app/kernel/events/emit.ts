import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { HookEvents } from '../hooks.js'
import { eventHandlers } from './handlers.js'
import { recordEvent } from './outbox.js'
import { deliverEvent, dispatchDelivery } from './delivery.js'

export type EmitOptions = {
  /** The transaction the change is written in: the event is recorded with it (it exists iff the change commits). */
  client: TransactionClientContract
  /** An event with this key is recorded once (for events several schedulers may notice, like session.ended). */
  dedupeKey?: string
}

/*
 * `hooks.emit`: records the event in the outbox with the caller's transaction; after the commit,
 * runs the inline handlers here (the request waits for them) and dispatches the delivery job for
 * the rest. Nothing runs on rollback. A crash or a failed dispatch between the commit and the job
 * leaves the event unsettled for the sweeper (sweeper.ts).
 * Returns the event id, or null when the dedupe key was already recorded.
 */
export async function emitEvent<K extends keyof HookEvents>(event: K, payload: HookEvents[K], options: EmitOptions) {
  const handlers = eventHandlers(event)
  const eventId = await recordEvent(options.client, event, payload, { dedupeKey: options.dedupeKey, settled: handlers.length === 0 })
  if (eventId === null || handlers.length === 0) return eventId
  const inline = handlers.some((handler) => handler.inline)
  options.client.after('commit', async () => {
    try {
      if (inline) await deliverEvent(eventId, { inlineOnly: true })
      await dispatchDelivery(eventId)
    } catch (error) {
      logger.error({ err: error, event, eventId }, 'hook event delivery after commit failed (left for the sweeper)')
    }
  })
  return eventId
}
