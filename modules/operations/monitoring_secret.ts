import { timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

/* Monitoring (full health report, metrics) proves itself with MONITORING_SECRET; unset means nobody. */
export function hasMonitoringSecret(request: HttpContext['request']) {
  const secret = env.get('MONITORING_SECRET')
  const bearer = request.header('authorization')?.match(/^Bearer (.+)$/)?.[1]
  const given = request.header('x-monitoring-secret') ?? bearer
  if (!secret || !given) return false
  const a = Buffer.from(secret)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
