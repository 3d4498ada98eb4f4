import { randomUUID } from 'node:crypto'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Role } from './roles.js'

/*
 * The viewer cache (issue 19): per process, user id → the user's row and stored role names, and one
 * shared list of announcement banners. A signed-in request whose viewer is cached reads no user,
 * role or banner row.
 *
 * Correctness comes from explicit invalidation, not from the TTL: every write to `users` or
 * `user_roles` calls `forgetViewers` (the User and UserRole models' save/delete hooks, and each raw
 * update in application code); `scheduleAnnouncement` calls `forgetAnnouncements`. With REDIS_URL
 * set, each invalidation is published on a Redis channel and every process drops its entries; while
 * that subscription is not up (Redis down, reconnecting), nothing is cached. The TTL is a safety
 * net for a write that bypasses the application (a manual SQL fix): 60 s, and an entry never
 * outlives the UTC day it was read in, so the age bucket kept in it is recomputed at midnight.
 *
 * Tests: off under NODE_ENV=test (many tests write users and roles with raw SQL in their setup),
 * unless VIEWER_CACHE=on; the cache's own tests switch it on with `viewerCache.enabled = true`.
 * VIEWER_CACHE=off switches it off anywhere.
 */
export const VIEWER_TTL_MS = 60_000
export const ANNOUNCEMENTS_TTL_MS = 60_000
/**
 * At most this many viewers are held per process (about 2 KB each: 40 MB at most). Past it, expired
 * entries go first, then the oldest tenth: people who signed in once and left do not pile up.
 */
export const VIEWER_CACHE_MAX = 20_000
const CHANNEL = 'identity:viewer-cache'

export type CachedViewer = {
  /**
   * The User model's attributes as Lucid consumed them from the row (dates as Luxon DateTimes,
   * JSON columns parsed), frozen: each request builds its own model from them.
   */
  attributes: Readonly<Record<string, unknown>>
  /** Stored role names that are not removed. */
  roles: readonly string[]
  /** The age bucket, computed when the entry was read (the entry ends at the next UTC midnight). */
  bucket: Role | null
  /** Announcement ids this user dismissed, read when a banner first needs them. */
  dismissed?: Promise<Set<number>>
  expiresAt: number
}

export type CachedAnnouncement = {
  id: number
  message: string
  linkLabel: string | null
  linkPath: string | null
  color: string
  startsAt: number
  endsAt: number | null
}

type BusMessage = { origin: string; users?: number[]; announcements?: boolean; all?: boolean }

type BusConnection = {
  publish(channel: string, message: string): Promise<unknown>
  subscribe(channel: string, handler: (message: string) => void, options?: { onError(error: unknown): void; onSubscription(count: number): void }): void
  unsubscribe(channel: string): Promise<unknown>
  ioSubscriberConnection?: { on(event: string, listener: () => void): unknown; off(event: string, listener: () => void): unknown }
}

function nextUtcMidnight(now: number) {
  const day = new Date(now)
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1)
}

function defaultEnabled() {
  const setting = process.env.VIEWER_CACHE
  if (setting === 'off') return false
  if (setting === 'on') return true
  return env.get('NODE_ENV') !== 'test'
}

export class ViewerCache {
  enabled = defaultEnabled()
  readonly origin = randomUUID()
  #viewers = new Map<number, CachedViewer>()
  #announcements: { rows: CachedAnnouncement[]; expiresAt: number } | null = null
  /** Bumped by every invalidation: a read that started before one is not stored. */
  #version = 0
  #bus: { connection: BusConnection; ready: boolean; detach: () => void } | null = null
  #busStarting: Promise<void> | null = null
  #busRetryAt = 0

  constructor(private options: { connection?: () => Promise<BusConnection | null> } = {}) {}

  /** A stamp to take before reading the database; `store` refuses an entry read across an invalidation. */
  stamp() {
    return this.#version
  }

  #mayCache() {
    if (!this.enabled) return false
    if (!this.options.connection) return true
    if (this.#bus?.ready) return true
    if (!this.#bus && Date.now() >= this.#busRetryAt) void this.startBus()
    return false
  }

  viewer(userId: number, now = Date.now()): CachedViewer | null {
    if (!this.#mayCache()) return null
    const entry = this.#viewers.get(userId)
    if (!entry) return null
    if (entry.expiresAt <= now) {
      this.#viewers.delete(userId)
      return null
    }
    return entry
  }

  storeViewer(userId: number, stamp: number, value: Omit<CachedViewer, 'expiresAt'>, now = Date.now()) {
    if (stamp !== this.#version || !this.#mayCache()) return
    // Deleted first so the map's insertion order stays the entries' age order (eviction reads it).
    this.#viewers.delete(userId)
    if (this.#viewers.size >= VIEWER_CACHE_MAX) this.#evict(now)
    this.#viewers.set(userId, { ...value, expiresAt: Math.min(now + VIEWER_TTL_MS, nextUtcMidnight(now)) })
  }

  #evict(now: number) {
    for (const [id, entry] of this.#viewers) if (entry.expiresAt <= now) this.#viewers.delete(id)
    let oldest = this.#viewers.size - Math.floor(VIEWER_CACHE_MAX * 0.9)
    for (const id of this.#viewers.keys()) {
      if (oldest-- <= 0) break
      this.#viewers.delete(id)
    }
  }

  announcements(now = Date.now()): CachedAnnouncement[] | null {
    if (!this.#mayCache()) return null
    if (!this.#announcements || this.#announcements.expiresAt <= now) return null
    return this.#announcements.rows
  }

  storeAnnouncements(stamp: number, rows: CachedAnnouncement[], now = Date.now()) {
    if (stamp !== this.#version || !this.#mayCache()) return
    this.#announcements = { rows, expiresAt: now + ANNOUNCEMENTS_TTL_MS }
  }

  get size() {
    return this.#viewers.size
  }

  /** Drops entries here only (what a bus message does). */
  forgetLocally(message: Omit<BusMessage, 'origin'>) {
    this.#version += 1
    if (message.all) {
      this.#viewers.clear()
      this.#announcements = null
      return
    }
    for (const id of message.users ?? []) this.#viewers.delete(id)
    if (message.announcements) this.#announcements = null
  }

  /** Drops entries here and, with Redis, in every other process. */
  forget(message: Omit<BusMessage, 'origin'>) {
    this.forgetLocally(message)
    if (!this.enabled || !this.options.connection) return
    // Published even before this process subscribed: the others may hold the entry.
    const text = JSON.stringify({ ...message, origin: this.origin })
    this.options
      .connection()
      .then((connection) => connection?.publish(CHANNEL, text))
      .catch((error: unknown) => logger.warn({ err: error }, 'viewer cache: invalidation not published'))
  }

  /** Subscribes to other processes' invalidations (Redis only); entries are cached once subscribed. */
  startBus(): Promise<void> {
    if (!this.options.connection || this.#bus) return Promise.resolve()
    this.#busRetryAt = Date.now() + 5000
    this.#busStarting ??= this.#subscribe().finally(() => {
      this.#busStarting = null
    })
    return this.#busStarting
  }

  async #subscribe() {
    const connection = await this.options.connection!()
    if (!connection || this.#bus) return
    const bus = { connection, ready: false, detach: () => {} }
    this.#bus = bus
    const down = () => {
      bus.ready = false
      this.forgetLocally({ all: true })
    }
    await new Promise<void>((resolve) => {
      connection.subscribe(
        CHANNEL,
        (text) => {
          let message: BusMessage
          try {
            message = JSON.parse(text)
          } catch {
            return
          }
          if (message.origin !== this.origin) this.forgetLocally(message)
        },
        {
          onSubscription: () => {
            bus.ready = true
            resolve()
          },
          onError: (error) => {
            logger.warn({ err: error }, 'viewer cache: no Redis subscription, nothing is cached')
            this.#bus = null
            resolve()
          },
        }
      )
    })
    const subscriber = connection.ioSubscriberConnection
    if (!subscriber || !this.#bus) return
    // ioredis subscribes again after a reconnect; messages sent in between are lost, so start empty.
    const up = () => {
      this.forgetLocally({ all: true })
      bus.ready = true
    }
    subscriber.on('close', down)
    subscriber.on('reconnecting', down)
    subscriber.on('ready', up)
    bus.detach = () => {
      subscriber.off('close', down)
      subscriber.off('reconnecting', down)
      subscriber.off('ready', up)
    }
  }

  async stopBus() {
    const bus = this.#bus
    this.#bus = null
    if (!bus) return
    bus.detach()
    await bus.connection.unsubscribe(CHANNEL).catch(() => {})
  }
}

async function appRedis(): Promise<BusConnection | null> {
  if (!env.get('REDIS_URL')) return null
  const { default: redis } = await import('@adonisjs/redis/services/main')
  return redis.connection('main') as unknown as BusConnection
}

export const viewerCache = new ViewerCache(env.get('REDIS_URL') ? { connection: appRedis } : {})

function unique(ids: Iterable<number | string | bigint>) {
  return [...new Set([...ids].map(Number).filter((id) => Number.isSafeInteger(id)))]
}

/**
 * The one invalidation call for application code that writes `users` or `user_roles` (the models'
 * hooks call it too). Inside a transaction it also runs after the commit: a request that read the
 * old row between the write and the commit must not keep it.
 */
export function forgetViewers(ids: number | number[], trx?: TransactionClientContract | null) {
  const users = unique(Array.isArray(ids) ? ids : [ids])
  if (users.length === 0) return
  viewerCache.forget({ users })
  if (trx?.isTransaction) trx.after('commit', () => viewerCache.forget({ users }))
}

/** After a write to `announcements` (every process reads the banner list again). */
export function forgetAnnouncements() {
  viewerCache.forget({ announcements: true })
}
