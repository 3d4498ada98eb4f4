import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { httpRequestDuration, statusClass } from '#app/support/metrics'

/*
 * Issue 20 §3: one structured line per request — request id (ctx.logger carries it), route
 * pattern, method, status, duration and the signed-in user's id (never an e-mail or a URL with
 * its query, which may hold tokens) — in production, and a warning line above SLOW_REQUEST_MS
 * (default 1000) everywhere.
 * The duration also feeds the per-route Prometheus histogram. Runs after the response is
 * written, so a failure here cannot change what the user got.
 */
const slowAfterMs = () => env.get('SLOW_REQUEST_MS') ?? 1000
/* Every request's line in production (REQUEST_LOG=false turns it off); elsewhere only slow ones. */
const logEveryRequest = () => env.get('REQUEST_LOG') ?? app.inProduction

export default class RequestLogMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      ctx.response.response.once('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6
        const route = ctx.route?.pattern ?? 'unmatched'
        const status = ctx.response.response.statusCode
        httpRequestDuration.observe({ route, method: ctx.request.method(), status: statusClass(status) }, ms / 1000)
        const line = { route, method: ctx.request.method(), status, ms: Math.round(ms * 10) / 10, userId: ctx.auth?.user?.id ?? null }
        if (ms >= slowAfterMs()) ctx.logger.warn(line, 'slow request')
        else if (logEveryRequest()) ctx.logger.info(line, 'request')
      })
    }
  }
}
