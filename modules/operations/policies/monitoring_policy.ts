import { timingSafeEqual } from 'node:crypto'
import { BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { User } from '#modules/identity/index'
import env from '#start/env'

/*
 * Monitoring (the full /health/ready report, /metrics) is for a machine holding MONITORING_SECRET,
 * whoever is signed in or not; unset means nobody. The secret comes from `x-monitoring-secret` or
 * `authorization: Bearer`, compared in constant time.
 */
export default class MonitoringPolicy extends BasePolicy {
  @allowGuest()
  readMonitoring(_user: User | null, presented: string | undefined): boolean {
    const secret = env.get('MONITORING_SECRET')
    if (!secret || !presented) return false
    const a = Buffer.from(secret)
    const b = Buffer.from(presented)
    return a.length === b.length && timingSafeEqual(a, b)
  }
}

/** The secret a request presents, if any. */
export function presentedSecret(header: (name: string) => string | undefined): string | undefined {
  return header('x-monitoring-secret') ?? header('authorization')?.match(/^Bearer (.+)$/)?.[1]
}
