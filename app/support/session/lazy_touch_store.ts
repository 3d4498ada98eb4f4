import { configProvider } from '@adonisjs/core'
import { MessageBuilder } from '@adonisjs/core/helpers'
import string from '@adonisjs/core/helpers/string'
import { stores } from '@adonisjs/session'
import type { SessionData, SessionStoreFactory, SessionStoreWithTaggingContract } from '@adonisjs/session/types'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/*
 * The session library's database store, except that an unchanged session's expiry is moved at
 * most once per TOUCH_INTERVAL_MS instead of on every request. The library writes the row on
 * every request that does not change the session (`touch`): on SQLite that is a write
 * transaction per page view, serialising all readers behind it. With a 14-day lifetime, an
 * expiry that lags by up to an hour changes nothing a user could notice.
 *
 * Reading, writing, tagging and destroying are the library's own; only `read` is done here too,
 * to learn the current expiry along with the data (one query, as before).
 */
export const TOUCH_INTERVAL_MS = 60 * 60 * 1000

class LazyTouchStore implements SessionStoreWithTaggingContract {
  #expiresAt = new Map<string, number>()

  constructor(
    private inner: SessionStoreWithTaggingContract,
    private client: QueryClientContract,
    private tableName: string,
    private ttlMs: number
  ) {}

  async read(sessionId: string): Promise<SessionData | null> {
    const row = await this.client.from(this.tableName).where('id', sessionId).select('data', 'expires_at').first()
    if (!row) return null
    const expiresAt = new Date(row.expires_at).getTime()
    if (Date.now() > expiresAt) {
      await this.inner.destroy(sessionId)
      return null
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
    if (expiresAt !== undefined && expiresAt > Date.now() + this.ttlMs - TOUCH_INTERVAL_MS) return
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

export function lazyTouchDatabaseStore(config: { connectionName: string; tableName?: string }) {
  return configProvider.create<SessionStoreFactory>(async (app) => {
    const innerFactory = (await configProvider.resolve<SessionStoreFactory>(app, stores.database(config)))!
    const db = await app.container.make('lucid.db')
    const tableName = config.tableName ?? 'sessions'
    return (ctx, sessionConfig) =>
      new LazyTouchStore(
        innerFactory(ctx, sessionConfig) as SessionStoreWithTaggingContract,
        db.connection(config.connectionName),
        tableName,
        string.seconds.parse(sessionConfig.age) * 1000
      )
  })
}
