import type { HttpContext } from '@adonisjs/core/http'
import { metricsRegistry } from '#app/support/metrics'
import { refreshQueueMetrics } from '../metrics/queue_metrics.js'
import MonitoringPolicy, { presentedSecret } from '../policies/monitoring_policy.js'

/*
 * GET /metrics (issue 20 §3): Prometheus text for a scraper that sends the MONITORING_SECRET
 * (`x-monitoring-secret` or `authorization: Bearer`); 404 to anyone else — the endpoint does not
 * advertise itself. Request rate and latency per route, database pool, event outbox and queue,
 * jobs, cache hit ratio, and the process's own (CPU, memory, event loop lag).
 */
export default class MetricsController {
  async show({ request, response, bouncer }: HttpContext) {
    if (await bouncer.with(MonitoringPolicy).denies('readMonitoring', presentedSecret((name) => request.header(name)))) return response.notFound('Not found')
    await refreshQueueMetrics()
    response.header('content-type', metricsRegistry.contentType)
    response.header('cache-control', 'no-store')
    return response.send(await metricsRegistry.metrics())
  }
}
