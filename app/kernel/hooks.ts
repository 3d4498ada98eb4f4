import { registerNavEntry, type NavEntry } from './navigation.js'
import { addEventHandler, type EventHandler, type EventHandlerOptions } from './events/handlers.js'
import { emitEvent, type EmitOptions } from './events/emit.js'

/*
 * The kernel's finite, typed hook catalogue (DESIGN "The plugin contract"). Modules emit events,
 * ask filters and read outlets; programs (and modules) register handlers against them.
 * Adding a hook means adding it to one of these maps: nothing else can be registered.
 */

/**
 * Events: something happened. Emitted inside the writer's transaction into an outbox and
 * delivered after the commit, once per handler, with retries (app/kernel/events).
 */
export type HookEvents = {
  'session.registration.created': { sessionId: number; userId: number }
  'session.registration.canceled': { sessionId: number; userId: number }
  'session.canceled': { sessionId: number; byUserId: number | null }
  'session.ended': { sessionId: number }
  'series.registration.created': { seriesId: number; userId: number; templateId: number | null }
  'series.registration.withdrawn': { seriesId: number; userId: number; templateId: number | null }
  'series.created': { seriesId: number; userId: number; templateId: number | null }
  'series.closed': { seriesId: number }
}

/** What a filter is asked about. */
export type FilterSubject = {
  userId: number
  seriesId: number | null
  templateId: number | null
  programSlug: string | null
  programIteration: string | null
  offeringSlug: string | null
}

/** Filters: may veto, with a reason shown to the user. */
export type HookFilters = {
  'series.canRegister': FilterSubject
  'series.canHost': FilterSubject
}

export type FilterVerdict = { allowed: true } | { allowed: false; reason: string }

/** UI outlets: named zones a program can fill with cards (rendered by the zone's page). */
export type OutletCard = { key: string; title: string; body: string; href?: string; linkLabel?: string }
export type HookOutlets = {
  'dashboard.cards': { userId: number }
  'series.sidebar': { userId: number | null; seriesId: number; templateId: number | null }
}

/** Deadline tasks, run by `node ace programs:deadlines` (and a repeatable job with Redis). */
export type DeadlineTask = {
  /** Unique and stable: a task runs once per key (idempotent). */
  key: string
  /** When it becomes due (UTC). */
  dueAt: Date
  run(): Promise<void>
}

type FilterHandler<K extends keyof HookFilters> = (subject: HookFilters[K]) => Promise<FilterVerdict> | FilterVerdict
type OutletHandler<K extends keyof HookOutlets> = (context: HookOutlets[K]) => Promise<OutletCard[]> | OutletCard[]

const filters = new Map<keyof HookFilters, Array<{ owner: string; handler: FilterHandler<any> }>>()
const outlets = new Map<keyof HookOutlets, Array<{ owner: string; handler: OutletHandler<any> }>>()
const deadlineProviders: Array<{ owner: string; tasks: () => DeadlineTask[] }> = []

/** The registration API handed to a program's (or module's) `register(hooks)`: synchronous, no I/O. */
export type HookRegistrar = {
  on<K extends keyof HookEvents>(event: K, handler: EventHandler<K>, options?: EventHandlerOptions): void
  filter<K extends keyof HookFilters>(name: K, handler: FilterHandler<K>): void
  outlet<K extends keyof HookOutlets>(name: K, handler: OutletHandler<K>): void
  nav(entry: NavEntry): void
  deadlines(tasks: () => DeadlineTask[]): void
}

export function registrarFor(owner: string): HookRegistrar {
  return {
    on: (event, handler, options) => addEventHandler(owner, event, handler, options),
    filter: (name, handler) => filters.set(name, [...(filters.get(name) ?? []), { owner, handler }]),
    outlet: (name, handler) => outlets.set(name, [...(outlets.get(name) ?? []), { owner, handler }]),
    nav: (entry) => registerNavEntry(entry),
    deadlines: (tasks) => deadlineProviders.push({ owner, tasks }),
  }
}

export const hooks = {
  /** Records the event with the caller's transaction (`{ client: trx }`); see events/emit.ts. */
  emit<K extends keyof HookEvents>(event: K, payload: HookEvents[K], options: EmitOptions) {
    return emitEvent(event, payload, options)
  },

  /** The first veto wins; no handler means allowed. */
  async ask<K extends keyof HookFilters>(name: K, subject: HookFilters[K]): Promise<FilterVerdict> {
    for (const { handler } of filters.get(name) ?? []) {
      const verdict = await handler(subject)
      if (!verdict.allowed) return verdict
    }
    return { allowed: true }
  },

  async outlet<K extends keyof HookOutlets>(name: K, context: HookOutlets[K]): Promise<OutletCard[]> {
    const cards: OutletCard[] = []
    for (const { handler } of outlets.get(name) ?? []) cards.push(...(await handler(context)))
    return cards
  },

  deadlineTasks(): Array<DeadlineTask & { owner: string }> {
    return deadlineProviders.flatMap(({ owner, tasks }) => tasks().map((task) => ({ ...task, owner })))
  },
}
