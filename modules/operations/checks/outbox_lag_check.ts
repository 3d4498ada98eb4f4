import { BaseCheck, Result } from '@adonisjs/core/health'
import type { HealthCheckResult } from '@adonisjs/core/types/health'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/*
 * Hook events (the outbox) left unsettled for longer than the threshold mean no worker is
 * delivering them: points, notifications and e-mails are waiting. A warning, not an error — the
 * web process itself still serves — so the page of whoever watches the report lights up without
 * the load balancer taking this process out. One indexed read (settled_at, created_at).
 */
export class OutboxLagCheck extends BaseCheck {
  name = 'Event outbox'

  constructor(private warnAfterMinutes = 10) {
    super()
  }

  async run(): Promise<HealthCheckResult> {
    const cutoff = sqlTime(DateTime.utc().minus({ minutes: this.warnAfterMinutes }))
    // The database being away is the Database check's failure; this one only says it cannot tell.
    const row = await db
      .from('hook_outbox_events')
      .whereNull('settled_at')
      .where('created_at', '<', cutoff)
      .count('* as waiting')
      .first()
      .catch(() => undefined)
    if (row === undefined) return Result.warning('The outbox could not be read')
    const waiting = Number(row?.waiting ?? 0)
    if (waiting === 0) return Result.ok('Every hook event older than the threshold is settled').mergeMetaData({ waiting })
    return Result.warning(`${waiting} hook events unsettled for more than ${this.warnAfterMinutes} minutes`).mergeMetaData({ waiting })
  }
}
