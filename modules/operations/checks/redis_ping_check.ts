import { BaseCheck, Result } from '@adonisjs/core/health'
import type { HealthCheckResult } from '@adonisjs/core/types/health'

/*
 * Redis answers a PING within two seconds. Not @adonisjs/redis's RedisCheck: our connections are
 * lazy (they connect on their first command), which that check reports as "unable to connect"
 * until something else has used Redis in this process; a PING connects a lazy connection.
 */
export class RedisPingCheck extends BaseCheck {
  name = 'Redis'

  async run(): Promise<HealthCheckResult> {
    const { default: redis } = await import('@adonisjs/redis/services/main')
    let timer: NodeJS.Timeout | undefined
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 2 s')), 2000)
      })
      await Promise.race([redis.connection().ping(), timeout])
      return Result.ok('Redis answered PING')
    } catch (error) {
      return Result.failed('Redis did not answer PING', error as Error)
    } finally {
      clearTimeout(timer)
    }
  }
}
