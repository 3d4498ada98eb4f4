import { BaseCheck, Result } from '@adonisjs/core/health'
import type { HealthCheckResult } from '@adonisjs/core/types/health'
import db from '@adonisjs/lucid/services/db'

/*
 * The database answers `SELECT 1` within three seconds. Not Lucid's DbCheck: while the database
 * is away that one waits for a pool connection as long as the pool allows, and a load balancer
 * asking /health/ready wants an answer, not a hung request.
 */
export class DatabaseCheck extends BaseCheck {
  name = 'Database'

  async run(): Promise<HealthCheckResult> {
    let timer: NodeJS.Timeout | undefined
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 3 s')), 3000)
      })
      await Promise.race([db.connection().rawQuery('SELECT 1'), timeout])
      return Result.ok('The database answered')
    } catch (error) {
      return Result.failed('The database did not answer', error as Error)
    } finally {
      clearTimeout(timer)
    }
  }
}
