import env from '#start/env'
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

export default defineConfig({
  // Proxies close idle responses; a ping every 30 s keeps an open stream alive.
  pingInterval: '30s',
  transport: redisUrl ? { driver: redis(redisOptions(new URL(redisUrl))) } : null,
})
