import type { HookEvents } from '../hooks.js'

/*
 * Event handler storage. Every handler gets a stable key, owner/event/name (the name defaults to
 * its position among the owner's handlers of that event), so its deliveries are recognised across
 * restarts and processes: the same code registers the same keys everywhere.
 */

/** What a handler learns besides the payload: a stable id for idempotency keys of its own. */
export type EventContext = { eventId: number; handlerKey: string }

export type EventHandler<K extends keyof HookEvents> = (payload: HookEvents[K], context: EventContext) => Promise<void> | void

export type EventHandlerOptions = {
  /** Names the handler in its key; give one when the owner's registration order may change. */
  name?: string
  /**
   * Runs right after the commit, inside the request (still recorded, so it runs once). Only for
   * handlers whose result the request needs; the others run in a job.
   */
  inline?: boolean
}

export type RegisteredHandler = {
  key: string
  owner: string
  inline: boolean
  handler: EventHandler<any>
}

const handlers = new Map<string, RegisteredHandler[]>()

export function addEventHandler<K extends keyof HookEvents>(
  owner: string,
  event: K,
  handler: EventHandler<K>,
  options: EventHandlerOptions = {}
) {
  const list = handlers.get(event) ?? []
  const name = options.name ?? String(list.filter((entry) => entry.owner === owner).length)
  const key = `${owner}/${event}/${name}`
  if (list.some((entry) => entry.key === key)) throw new Error(`Event handler "${key}" is registered twice: give it another name`)
  handlers.set(event, [...list, { key, owner, inline: Boolean(options.inline), handler }])
}

/** The handlers of an event, in registration order. */
export function eventHandlers(event: string): RegisteredHandler[] {
  return handlers.get(event) ?? []
}
