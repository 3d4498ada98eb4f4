import env from '#start/env'
import { defineConfig, store, drivers } from '@adonisjs/cache'

/*
 * The shared cache of public lists (issue 19 goal 3; app/support/cache/public_lists.ts).
 *
 * Without REDIS_URL: one memory layer per process (one process is all there is to invalidate).
 * With REDIS_URL: memory in front of Redis (the app's `main` connection, config/redis.ts), and
 * the Redis bus, so a tag invalidated in one process reaches every process's memory layer.
 *
 * No grace period: an expired or invalidated entry is never served while it is rebuilt. The
 * entries are plain JSON (rows and transformed props), so the memory layer keeps them
 * unserialised only when there is no Redis behind it.
 */
const shared = Boolean(env.get('REDIS_URL'))

const common = { ttl: '5s', grace: false as const, prefix: 'public' }

const cacheConfig = defineConfig({
  default: shared ? 'shared' : 'local',
  stores: shared
    ? {
        shared: store(common)
          .useL1Layer(drivers.memory({ maxItems: 5_000, maxSize: 64 * 1024 * 1024 }))
          .useL2Layer(drivers.redis({ connectionName: 'main', prefix: 'bentocache' }))
          .useBus(drivers.redisBus({ connectionName: 'main' })),
      }
    : {
        local: store(common).useL1Layer(drivers.memory({ maxItems: 5_000, serialize: false })),
      },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
