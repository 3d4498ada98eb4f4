/*
 * bin/bench step: the load generator (autocannon, run pinned to its own core). For every page and
 * format it loads the raw baseline, then the app, for the same duration and connections, and
 * prints req/s, p50, p99 and the app/baseline ratio; the figures also go to a JSON file.
 *
 *   node bench/load.mjs <capture.json> <app base> <baseline base> <results.json>
 *   env: DURATION (s), CONNECTIONS, WARMUP (s, per target, not measured)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const autocannon = createRequire(import.meta.url)('autocannon')
const [capturePath, appBase, baselineBase, resultsPath] = process.argv.slice(2)
const capture = JSON.parse(readFileSync(capturePath, 'utf8'))
const duration = Number(process.env.DURATION || 10)
const connections = Number(process.env.CONNECTIONS || 32)
const warmup = Number(process.env.WARMUP ?? 2)

function load(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

async function measure(url, headers) {
  if (warmup > 0) await load(url, headers, warmup)
  const r = await load(url, headers, duration)
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts }
}

const rows = []
for (const [name, page] of Object.entries(capture.pages)) {
  const formats = name === 'home' ? ['html'] : ['json', 'html']
  for (const format of formats) {
    const headers = {}
    if (page.signedIn) headers.cookie = capture.cookie
    if (format === 'json') Object.assign(headers, { 'x-inertia': 'true', 'x-inertia-version': capture.version })
    const baseline = await measure(`${baselineBase}/${name}.${format}`, {})
    const app = await measure(`${appBase}${page.path}`, headers)
    const row = { page: name, path: page.path, format, statements: page.statements.length, bytes: page.bytes[format], baseline, app, ratio: app.reqPerSec / Math.max(1, baseline.reqPerSec) }
    rows.push(row)
    const flag = row.ratio >= 0.5 && app.p99 <= 25 ? 'ok' : 'below goal'
    console.log(
      `${`${name} (${format})`.padEnd(17)} ${String(row.statements).padStart(2)} SQL  app ${String(app.reqPerSec).padStart(6)} req/s p50 ${String(app.p50).padStart(4)} ms p99 ${String(app.p99).padStart(4)} ms` +
        ` | baseline ${String(baseline.reqPerSec).padStart(6)} req/s p50 ${String(baseline.p50).padStart(4)} ms p99 ${String(baseline.p99).padStart(4)} ms` +
        ` | ratio ${row.ratio.toFixed(2)}  ${flag}${app.non2xx || app.errors ? `  (app: ${app.non2xx} non-2xx, ${app.errors} errors)` : ''}`
    )
  }
}
writeFileSync(resultsPath, JSON.stringify({ at: new Date().toISOString(), duration, connections, rows }, null, 1))
