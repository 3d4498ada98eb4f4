import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/*
 * Used only when REDIS_URL is set (sessions, rate limits, BullMQ). Connections are lazy.
 */
const url = new URL(env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379/0')

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: url.hostname,
      port: Number(url.port || 6379),
      password: url.password || undefined,
      db: Number(url.pathname.slice(1) || 0),
      keyPrefix: 'ph:',
      lazyConnect: true,
      retryStrategy(times) {
        return times > 10 ? null : times * 50
      },
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
