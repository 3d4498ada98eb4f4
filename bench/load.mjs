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

/*
 * A page slower than connections / timeout leaves requests queued in the server after autocannon
 * gave up on them: before the next run, wait until both servers answer a trivial request quickly.
 */
async function drain() {
  const started = Date.now()
  for (const url of [`${appBase}/api/version.json`, `${baselineBase}/health`]) {
    while (Date.now() - started < 180_000) {
      const t = Date.now()
      try {
        await fetch(url, { signal: AbortSignal.timeout(30_000) })
        if (Date.now() - t < 200) break
      } catch {
        // still busy
      }
    }
  }
}

async function measure(url, headers) {
  await drain()
  if (warmup > 0) await load(url, headers, warmup)
  await drain()
  const r = await load(url, headers, duration)
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    // Bytes on the wire per response, headers included (shows what compression saves).
    bytesPerResponse: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  }
}

const ms = (value, done) => (done ? `${String(value).padStart(5)} ms` : '    n/a')
const problems = (r) => (r.non2xx || r.errors || r.timeouts ? ` [${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts]` : '')

const rows = []

/*
 * The frame floor (issue 19 goal 1): GET /api/version.json runs no SQL of its own, so what it costs
 * is the middleware stack; beside it, AdonisJS with no middleware at all (bench/bare_adonis.mjs).
 */
const bareBase = process.env.BARE_BASE
if (bareBase && (!process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes('frame'))) {
  const bare = await measure(`${bareBase}/api/version.json`, {})
  for (const [label, headers] of [
    ['visitor', {}],
    ['signed in', { cookie: capture.cookie }],
  ]) {
    const app = await measure(`${appBase}/api/version.json`, headers)
    const row = { page: 'frame', path: '/api/version.json', format: label, statements: null, baseline: bare, app, ratio: app.reqPerSec / Math.max(1, bare.reqPerSec) }
    rows.push(row)
    console.log(
      `${`version.json (${label})`.padEnd(24)} | app ${String(app.reqPerSec).padStart(6)} req/s p50 ${ms(app.p50, true)} p99 ${ms(app.p99, true)}` +
        ` | bare AdonisJS ${String(bare.reqPerSec).padStart(6)} req/s p99 ${ms(bare.p99, true)} | ratio ${row.ratio.toFixed(2)}${problems(app) ? ` app${problems(app)}` : ''}`
    )
  }
}

for (const [name, page] of Object.entries(capture.pages)) {
  // A visitor's page (home, explore-visitor): HTML only, as a first page; a JSON endpoint (the bell's count): its one format.
  // html+br: the same page as a browser asks for it (Accept-Encoding: gzip, deflate, br), compression included.
  const formats = !page.signedIn ? ['html', 'html+br'] : page.api ? ['json'] : name === 'session' ? ['json', 'html', 'html+br'] : ['json', 'html']
  for (const format of formats) {
    const headers = {}
    if (page.signedIn) headers.cookie = page.cookie ?? capture.cookie
    if (page.api) headers.accept = 'application/json'
    else if (format === 'json') Object.assign(headers, { 'x-inertia': 'true', 'x-inertia-version': capture.version })
    if (format === 'html+br') headers['accept-encoding'] = 'gzip, deflate, br'
    const baseline = await measure(`${baselineBase}/${name}.${format === 'json' ? 'json' : 'html'}`, {})
    const app = await measure(`${appBase}${page.path}`, headers)
    const row = { page: name, path: page.path, format, statements: page.statements.length, bytes: page.bytes[format === 'json' ? 'json' : 'html'], baseline, app, ratio: app.reqPerSec / Math.max(1, baseline.reqPerSec) }
    rows.push(row)
    const done = (r) => r.reqPerSec > 0
    const flag = row.ratio >= 0.5 && done(app) && app.p99 <= 25 ? 'goal met' : 'goal missed'
    console.log(
      `${`${name} (${format})`.padEnd(17)} ${String(row.statements).padStart(2)} SQL | app ${String(app.reqPerSec).padStart(6)} req/s p50 ${ms(app.p50, done(app))} p99 ${ms(app.p99, done(app))}` +
        ` | baseline ${String(baseline.reqPerSec).padStart(6)} req/s p50 ${ms(baseline.p50, done(baseline))} p99 ${ms(baseline.p99, done(baseline))}` +
        ` | ratio ${row.ratio.toFixed(2)} | ${app.bytesPerResponse} B/resp | ${flag}${problems(app) ? ` app${problems(app)}` : ''}${problems(baseline) ? ` baseline${problems(baseline)}` : ''}`
    )
  }
}
writeFileSync(resultsPath, JSON.stringify({ at: new Date().toISOString(), duration, connections, rows }, null, 1))
