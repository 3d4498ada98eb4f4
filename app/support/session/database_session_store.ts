import { createHmac } from 'node:crypto'
import { configProvider } from '@adonisjs/core'
import { MessageBuilder } from '@adonisjs/core/helpers'
import string from '@adonisjs/core/helpers/string'
import { stores } from '@adonisjs/session'
import type { SessionData, SessionStoreFactory, SessionStoreWithTaggingContract } from '@adonisjs/session/types'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { appKey } from '#config/app'

/*
 * The session library's database store with two changes that remove a write per page view:
 *
 * 1. An unchanged session's expiry moves at most once per TOUCH_INTERVAL_MS. The library writes
 *    the row on every request that does not change the session (`touch`): on SQLite that is a
 *    write transaction per page view, serialising all readers behind it. With a 14-day lifetime,
 *    an expiry that lags by up to an hour changes nothing a user could notice.
 *
 * 2. A session that has no row (a visitor's first request, a calendar app polling its feed, a
 *    crawler) reads as holding only its CSRF secret, derived from the session id with the app
 *    key, so Shield finds a secret, nothing is modified and no row is written. The row appears
 *    when something is stored (sign-in, a flash message), the same secret with it. The derived
 *    secret is as unguessable as a random one: it needs the app key and the session id, which
 *    lives in a signed, httpOnly cookie.
 *
 * 3. A request without a session cookie is not read at all (its id is new: there is no row).
 *
 * Writing, tagging and destroying are the library's own; `read` is done here to learn the row's
 * expiry along with its data (one query, as before).
 */
export const TOUCH_INTERVAL_MS = 60 * 60 * 1000

/** Where Shield keeps the CSRF secret in the session. */
export const CSRF_SECRET_SESSION_KEY = 'csrf-secret'

export function derivedCsrfSecret(sessionId: string) {
  return createHmac('sha256', appKey.release()).update(`csrf-secret:${sessionId}`).digest('base64url')
}

class DatabaseSessionStore implements SessionStoreWithTaggingContract {
  /** The expiry of each row this request read (a store instance serves one request). */
  #expiresAt = new Map<string, number>()

  constructor(
    private inner: SessionStoreWithTaggingContract,
    private client: QueryClientContract,
    private tableName: string,
    private ttlMs: number,
    /** The request brought a session cookie: without one the id is new and no row can exist. */
    private cookieSent: boolean
  ) {}

  async read(sessionId: string): Promise<SessionData | null> {
    // A request without a session cookie (a visitor's first page, a probe, a feed reader) gets a
    // freshly made id: reading the store for it would be a query that can only find nothing.
    if (!this.cookieSent) return { [CSRF_SECRET_SESSION_KEY]: derivedCsrfSecret(sessionId) }
    const row = await this.client.from(this.tableName).where('id', sessionId).select('data', 'expires_at').first()
    const expiresAt = row ? new Date(row.expires_at).getTime() : 0
    if (Date.now() > expiresAt) {
      if (row) await this.inner.destroy(sessionId)
      return { [CSRF_SECRET_SESSION_KEY]: derivedCsrfSecret(sessionId) }
    }
    this.#expiresAt.set(sessionId, expiresAt)
    try {
      return new MessageBuilder().verify(row.data, sessionId)
    } catch {
      return null
    }
  }

  async touch(sessionId: string) {
    const expiresAt = this.#expiresAt.get(sessionId)
    if (expiresAt === undefined) return // no row: nothing stored, nothing to extend
    if (expiresAt > Date.now() + this.ttlMs - TOUCH_INTERVAL_MS) return
    await this.inner.touch(sessionId)
  }

  write(sessionId: string, data: SessionData) {
    return this.inner.write(sessionId, data)
  }
  destroy(sessionId: string) {
    return this.inner.destroy(sessionId)
  }
  tag(sessionId: string, userId: string | number) {
    return this.inner.tag(sessionId, userId)
  }
  untag(sessionId: string, userId: string | number) {
    return this.inner.untag(sessionId, userId)
  }
  tagged(userId: string | number) {
    return this.inner.tagged(userId)
  }
}

export function databaseSessionStore(config: { connectionName: string; tableName?: string }) {
  return configProvider.create<SessionStoreFactory>(async (app) => {
    const innerFactory = (await configProvider.resolve<SessionStoreFactory>(app, stores.database(config)))!
    const db = await app.container.make('lucid.db')
    const tableName = config.tableName ?? 'sessions'
    return (ctx, sessionConfig) =>
      new DatabaseSessionStore(
        innerFactory(ctx, sessionConfig) as SessionStoreWithTaggingContract,
        db.connection(config.connectionName),
        tableName,
        string.seconds.parse(sessionConfig.age) * 1000,
        ctx.request.cookiesList()[sessionConfig.cookieName] !== undefined
      )
  })
}
