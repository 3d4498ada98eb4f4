import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/*
 * Prometheus metrics (issue 20 §3), one registry per process; served at /metrics by operations
 * for whoever holds MONITORING_SECRET. Labels are route PATTERNS (`/session/:id`), never URLs, so
 * no id or personal value ever becomes a label (and the series count stays bounded).
 * Anything may record here (kernel support: any module imports it).
 */
export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry, prefix: 'peerhaven_' })

export const httpRequestDuration = new Histogram({
  name: 'peerhaven_http_request_duration_seconds',
  help: 'HTTP request duration by route pattern, method and status class',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
})

export const jobRuns = new Counter({
  name: 'peerhaven_jobs_total',
  help: 'Background jobs run, by job name and outcome',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
})

export const cacheLookups = new Counter({
  name: 'peerhaven_cache_lookups_total',
  help: 'Per-process cache lookups (per-person frame memos and shared caches), by cache and hit/miss',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
})

/** `2xx` … `5xx`: per-status labels would multiply the series for no operational gain. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`
