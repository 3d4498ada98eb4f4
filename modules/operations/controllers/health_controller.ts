import { timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { readinessChecks } from '../checks/readiness.js'

/* A monitoring service that sends the MONITORING_SECRET gets the whole report; anyone else a summary. */
function hasMonitoringSecret(request: HttpContext['request']) {
  const secret = env.get('MONITORING_SECRET')
  const given = request.header('x-monitoring-secret')
  if (!secret || !given) return false
  const a = Buffer.from(secret)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export default class HealthController {
  live({ response }: HttpContext) {
    response.header('cache-control', 'no-store')
    return response.ok({ status: 'ok' })
  }

  async ready({ request, response }: HttpContext) {
    const checks = await readinessChecks()
    const report = await checks.run()
    response.header('cache-control', 'no-store')
    const body = hasMonitoringSecret(request)
      ? report
      : { status: report.status, checks: report.checks.map((check) => ({ name: check.name, status: check.status })) }
    return report.isHealthy ? response.ok(body) : response.serviceUnavailable(body)
  }
}
