import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/*
 * users.last_online_at (spec 001 §3.1), written when a signed-in request resolves its viewer
 * (viewer_user_provider.ts): at most once per WRITE_EVERY_MS per user and process, remembered in
 * memory (no read query). Other modules call someone "online" when this is within ONLINE_WITHIN_MS
 * (substitute broadcasts). Decision: the write does not call forgetViewers — last_online_at is in
 * the cached row, but nothing reads a viewer's own last_online_at from the request's User, and a
 * `save()` of the hydrated model writes dirty columns only, so the cached copy may lag by the
 * cache's TTL without harm; invalidating would cost every user their cached viewer every 5 minutes.
 */
export const LAST_ONLINE_WRITE_EVERY_MS = 5 * 60_000
export const ONLINE_WITHIN_MS = 10 * 60_000
/** Entries kept per process; past it, entries older than the write interval go, then all. */
export const LAST_ONLINE_MEMORY_MAX = 20_000

const written = new Map<number, number>()

/** Whether this process should write the user's last_online_at now (and, if so, remembers it). */
export function shouldWriteLastOnline(userId: number, now = Date.now()): boolean {
  const last = written.get(userId)
  if (last !== undefined && now - last < LAST_ONLINE_WRITE_EVERY_MS) return false
  if (last === undefined && written.size >= LAST_ONLINE_MEMORY_MAX) {
    for (const [id, at] of written) if (now - at >= LAST_ONLINE_WRITE_EVERY_MS) written.delete(id)
    if (written.size >= LAST_ONLINE_MEMORY_MAX) written.clear()
  }
  written.delete(userId)
  written.set(userId, now)
  return true
}

/** Records that the user is online (one UPDATE at most every 5 minutes); never fails the request. */
export async function touchLastOnline(userId: number, now = Date.now()) {
  if (!shouldWriteLastOnline(userId, now)) return
  try {
    await db.from('users').where('id', userId).update({ last_online_at: sqlTime(DateTime.fromMillis(now, { zone: 'utc' })) })
  } catch (error) {
    written.delete(userId)
    logger.warn({ err: error, userId }, 'last_online_at not written')
  }
}

/** Tests: forget what this process wrote. */
export function forgetLastOnlineWrites() {
  written.clear()
}

export function lastOnlineMemorySize() {
  return written.size
}
