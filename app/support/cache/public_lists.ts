import type { CacheService } from '@adonisjs/cache/types'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { BaseSerializer } from '@adonisjs/core/transformers'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
 * Public lists served from a short-lived shared cache (issue 19 goal 3; config/cache.ts).
 *
 * What is cached is what does not depend on the viewer: a list's rows and counts, keyed by
 * everything they depend on (filters, page, the age rule, the world). What differs by viewer
 * (registered? followed? member?) is read per request and laid over the cached part.
 *
 * Correctness comes from invalidation: each write that changes a listed thing calls
 * `forgetPublicLists(tags, trx)`, which runs after its transaction commits (an entry read before
 * the commit must not outlive it). With REDIS_URL the tag reaches every process through the
 * cache bus. The TTL (PUBLIC_LIST_TTL, 5 s) bounds what a write that bypasses the application (a
 * manual SQL fix) or a lost bus message can leave stale: seat counts are never older than that.
 *
 * A list read that started before an invalidation seen by this process is answered but not
 * stored, so a read racing a write cannot put the old rows back for a whole TTL.
 *
 * Tests: off under NODE_ENV=test (tests write sessions with raw SQL in their setup), unless
 * PUBLIC_CACHE=on; the cache's own tests switch it on with `publicLists.enabled = true`.
 * PUBLIC_CACHE=off switches it off anywhere.
 */
export const PUBLIC_LIST_TTL = '5s'

/** Tags: every session list (explore, world pages, …) and one world's or the catalogue's pages. */
export const PUBLIC_TAGS = {
  sessions: 'sessions',
  world: (id: number) => `world:${id}`,
  catalog: 'catalog',
} as const

function defaultEnabled() {
  const setting = process.env.PUBLIC_CACHE
  if (setting === 'off') return false
  if (setting === 'on') return true
  return process.env.NODE_ENV !== 'test'
}

class PublicLists {
  enabled = defaultEnabled()
  /** Bumped by every invalidation this process makes or receives. */
  #generation = 0
  #listening = false
  #cache: CacheService | null = null

  /** The cache manager, resolved on first use (models that invalidate load before the app boots). */
  async #service() {
    if (!this.#cache) {
      const service = await import('@adonisjs/cache/services/main')
      this.#cache = service.default
    }
    return this.#cache
  }

  #listen() {
    if (this.#listening) return
    this.#listening = true
    // Another process's invalidation (or set) arrives here; a read in flight must not store.
    ;(emitter as unknown as { on(event: string, handler: () => void): void }).on('bus:message:received', () => {
      this.#generation += 1
    })
  }

  /** The cached value under `key`, or `factory`'s answer (stored unless an invalidation intervened). */
  async remember<T>(key: string, tags: string[], factory: () => Promise<T>): Promise<T> {
    if (!this.enabled) return factory()
    this.#listen()
    const generation = this.#generation
    let fresh: { value: T } | undefined
    const cache = this.#cache ?? (await this.#service())
    const entry = await cache.getOrSet<{ value: T }>({
      key,
      tags,
      ttl: PUBLIC_LIST_TTL,
      factory: async (ctx) => {
        fresh = { value: await factory() }
        return this.#generation === generation ? fresh : (ctx.skip() as never)
      },
    })
    return (entry ?? fresh)!.value
  }

  /** Drops every entry carrying one of `tags`, here and (with Redis) in every process. */
  async forget(tags: string[]) {
    this.#generation += 1
    if (!this.enabled || tags.length === 0) return
    try {
      const cache = await this.#service()
      await cache.deleteByTag({ tags })
    } catch (error) {
      logger.warn({ err: error, tags }, 'public list cache: invalidation failed (entries expire within the TTL)')
    }
  }

  /** Empties the cache (tests). */
  async clear() {
    this.#generation += 1
    const cache = await this.#service()
    await cache.clear()
  }
}

export const publicLists = new PublicLists()

/**
 * The one invalidation call for writes that change a public list. Inside a transaction it runs
 * after the commit (a rollback invalidates nothing, and a read between the write and the commit
 * cannot keep the old rows); outside one, at once.
 */
export async function forgetPublicLists(tags: string[], trx?: TransactionClientContract | null) {
  if (trx?.isTransaction) {
    trx.after('commit', () => publicLists.forget(tags))
    return
  }
  await publicLists.forget(tags)
}

/** Transformer output as plain JSON (what a cache entry may hold: no models, no transformer items). */
class PlainSerializer extends BaseSerializer {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData
  }
}

const plainSerializer = new PlainSerializer()

export function plainProps<Data extends Parameters<PlainSerializer['serialize']>[0]>(data: Data) {
  return plainSerializer.serialize(data)
}
