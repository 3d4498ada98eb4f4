import type { HttpContext } from '@adonisjs/core/http'
import { readinessChecks } from '../checks/readiness.js'
import MonitoringPolicy, { presentedSecret } from '../policies/monitoring_policy.js'

export default class HealthController {
  live({ response }: HttpContext) {
    response.header('cache-control', 'no-store')
    return response.ok({ status: 'ok' })
  }

  async ready({ request, response, bouncer }: HttpContext) {
    const checks = await readinessChecks()
    const report = await checks.run()
    response.header('cache-control', 'no-store')
    const full = await bouncer.with(MonitoringPolicy).allows('readMonitoring', presentedSecret((name) => request.header(name)))
    const body = full
      ? report
      : { status: report.status, checks: report.checks.map((check) => ({ name: check.name, status: check.status })) }
    return report.isHealthy ? response.ok(body) : response.serviceUnavailable(body)
  }
}
