import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import { defineConfig } from '@adonisjs/transmit'
// Straight from the bus: @adonisjs/transmit/transports also loads the MQTT transport, whose package is not installed.
import { redis } from '@boringnode/bus/transports/redis'

/*
 * Live updates over Server-Sent Events. With REDIS_URL set, a broadcast on one web process
 * reaches the subscribers connected to every other process (the Redis bus); without it the
 * app runs as one process and broadcasts stay in memory.
 */
const redisUrl = env.get('REDIS_URL')
const redisOptions = (url: URL) => ({
  host: url.hostname,
  port: Number(url.port || 6379),
  password: url.password || undefined,
  db: Number(url.pathname.slice(1) || 0),
  keyPrefix: 'ph:',
})

/*
 * Transmit subscribes to its Redis channel without waiting (`void bus.subscribe(...)`). A short
 * command (`node ace migration:run` with REDIS_URL set) can end before the connection is up;
 * quitting then rejects the pending SUBSCRIBE, nothing catches it, and Node exits 1 after the
 * command succeeded. While the app runs, ioredis queues commands until it connects, so a
 * rejection only happens at shutdown: it is logged instead of crashing the process.
 */
function subscribingQuietly(factory: ReturnType<typeof redis>): ReturnType<typeof redis> {
  return () => {
    const transport = factory()
    const subscribe = transport.subscribe.bind(transport)
    transport.subscribe = (channel, handler) =>
      subscribe(channel, handler).catch((error: unknown) => {
        logger.warn({ err: error, channel }, 'live updates: Redis subscription not made')
      })
    return transport
  }
}

export default defineConfig({
  // Proxies close idle responses; a ping every 30 s keeps an open stream alive.
  pingInterval: '30s',
  transport: redisUrl ? { driver: subscribingQuietly(redis(redisOptions(new URL(redisUrl)))) } : null,
})
