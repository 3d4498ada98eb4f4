/*
 * bin/bench step `lighthouse` (issue 19 §4): audits pages of the production server as a new user on
 * a phone would meet them. Lighthouse's Node API with its default settings: mobile form factor and
 * screen, simulated throttling (slow 4G, 4× CPU slowdown); categories performance, accessibility
 * and best practices. The browser is Debian's Chromium through chrome-launcher (CHROME_PATH,
 * default /usr/bin/chromium); nothing is downloaded.
 *
 *   node bench/lighthouse.mjs <base url> <out.json> <username> <password> name=path[@visitor] ...
 *
 * Signed-in pages: the demo learner signs in through the real login form (fetch, as
 * bench/capture.mjs does); its cookies are put in the browser through puppeteer-core (Lighthouse's
 * own driver), the browser's cache is emptied, and Lighthouse audits that tab without its storage
 * reset (which would delete the cookies). A Cookie header in Lighthouse's extraHeaders is not
 * enough: Chromium sends its own cookie jar instead, and the page answered 401. Visitor pages get
 * Lighthouse's usual reset (cache, cookies, storage) before each audit. A page that does not end
 * on the path asked for (e.g. a redirect to /login) fails the step rather than scoring the wrong
 * page.
 */
import { writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

const [base, out, uid, password, ...specs] = process.argv.slice(2)
if (!base || !out || specs.length === 0) {
  console.error('usage: node bench/lighthouse.mjs <base url> <out.json> <username> <password> name=path[@visitor] ...')
  process.exit(2)
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices']

/** The cookies of `user`, signed in through the login form as bench/capture.mjs does. */
async function signIn(user, secret) {
  const jar = new Map()
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
  const cookie = () => [...jar].filter(([, v]) => v !== '').map(([k, v]) => `${k}=${v}`).join('; ')
  keep(await fetch(`${base}/login`, { redirect: 'manual' }))
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'cookie': cookie(), 'content-type': 'application/json', 'accept': 'text/html', 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
    body: JSON.stringify({ uid: user, password: secret }),
  })
  keep(login)
  if (login.status >= 400) throw new Error(`sign-in of ${user} failed (${login.status})`)
  return [...jar].filter(([, value]) => value !== '').map(([name, value]) => ({ name, value, url: base }))
}

const localPath = (url) => (url && url.startsWith(base) ? url.slice(base.length) : url)
const ms = (audit) => (audit?.numericValue === undefined ? null : Math.round(audit.numericValue))

/**
 * What Lighthouse says would save the most: the performance category's insights and diagnostics
 * that did not pass, by estimated time saved (FCP + LCP + TBT), then by bytes.
 */
function opportunities(lhr) {
  const refs = lhr.categories.performance.auditRefs.filter((ref) => ref.group === 'insights' || ref.group === 'diagnostics')
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => {
      const savings = audit.metricSavings ?? {}
      return {
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue ?? null,
        savingsMs: Math.round((savings.FCP ?? 0) + (savings.LCP ?? 0) + (savings.TBT ?? 0)) || Math.round(audit.details?.overallSavingsMs ?? 0),
        savingsBytes: Math.round(audit.details?.overallSavingsBytes ?? 0),
        cls: savings.CLS ?? 0,
      }
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.cls - a.cls || b.savingsBytes - a.savingsBytes)
}

/** Failed audits of a category (accessibility, best practices): ids and titles. */
const failed = (lhr, category) =>
  lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
    .map((audit) => ({ id: audit.id, title: audit.title }))

const started = Date.now()
const cookies = specs.some((spec) => !spec.includes('@visitor')) ? await signIn(uid, password) : []
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  logLevel: 'silent',
})
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
const pages = []
let about = { lighthouse: null, browser: null }
try {
  for (const spec of specs) {
    const name = spec.slice(0, spec.indexOf('='))
    const [path, ...flags] = spec.slice(spec.indexOf('=') + 1).split('@')
    const signedIn = !flags.includes('visitor')
    const pageStarted = Date.now()
    const tab = await browser.newPage()
    if (signedIn) {
      const cdp = await tab.createCDPSession()
      await cdp.send('Network.clearBrowserCache')
      await cdp.send('Network.setCookies', { cookies })
      await cdp.detach()
    }
    const result = await lighthouse(
      `${base}${path}`,
      { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: signedIn },
      undefined,
      tab
    )
    await tab.close()
    const lhr = result?.lhr
    if (!lhr) throw new Error(`${path}: Lighthouse returned no result`)
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname
    if (finalPath !== path) throw new Error(`${path}: the audited page ended on ${finalPath} (${signedIn ? 'not signed in?' : 'a redirect'})`)
    about = { lighthouse: lhr.lighthouseVersion, browser: lhr.environment?.hostUserAgent ?? null }
    const score = (id) => (lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100))
    pages.push({
      name,
      path,
      signedIn,
      seconds: Math.round((Date.now() - pageStarted) / 100) / 10,
      scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') },
      metrics: {
        fcpMs: ms(lhr.audits['first-contentful-paint']),
        lcpMs: ms(lhr.audits['largest-contentful-paint']),
        tbtMs: ms(lhr.audits['total-blocking-time']),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        speedIndexMs: ms(lhr.audits['speed-index']),
      },
      transferBytes: ms(lhr.audits['total-byte-weight']),
      requests: lhr.audits['network-requests']?.details?.items?.length ?? null,
      opportunities: opportunities(lhr).slice(0, 8),
      // Where the bytes and the main thread's time go: the heaviest responses and scripts.
      heaviest: (lhr.audits['total-byte-weight']?.details?.items ?? []).slice(0, 5).map((item) => ({ url: localPath(item.url), bytes: item.totalBytes })),
      scriptTimeMs: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 5).map((item) => ({ url: localPath(item.url), totalMs: Math.round(item.total), scriptingMs: Math.round(item.scripting) })),
      consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).slice(0, 5).map((item) => ({ source: item.source, description: String(item.description ?? '').slice(0, 300), url: localPath(item.sourceLocation?.url ?? item.url ?? '') })),
      failedAccessibility: failed(lhr, 'accessibility'),
      failedBestPractices: failed(lhr, 'best-practices'),
      warnings: lhr.runWarnings,
    })
  }
} finally {
  await browser.disconnect()
  await chrome.kill()
}

const report = {
  date: new Date().toISOString(),
  ...about,
  settings: 'mobile form factor, simulated throttling (Lighthouse defaults)',
  seconds: Math.round((Date.now() - started) / 100) / 10,
  pages,
}
writeFileSync(out, JSON.stringify(report, null, 1))

const pad = (value, width) => String(value ?? '-').padStart(width)
console.log(`  ${'page'.padEnd(10)} ${'path'.padEnd(22)} perf  a11y  b-p    FCP ms   LCP ms  TBT ms    CLS  transfer B`)
for (const page of pages) {
  const { scores: s, metrics: m } = page
  console.log(
    `  ${page.name.padEnd(10)} ${page.path.padEnd(22)} ${pad(s.performance, 4)}  ${pad(s.accessibility, 4)}  ${pad(s.bestPractices, 3)}  ${pad(m.fcpMs, 8)} ${pad(m.lcpMs, 8)} ${pad(m.tbtMs, 7)} ${pad(m.cls.toFixed(3), 6)} ${pad(page.transferBytes, 11)}`
  )
}
for (const page of pages) {
  const notes = []
  if ((page.scores.performance ?? 100) < 90) {
    notes.push(...page.opportunities.slice(0, 3).map((o) => `${o.title}${o.displayValue ? ` (${o.displayValue})` : ''}${o.savingsMs ? `, ~${o.savingsMs} ms` : ''}`))
    notes.push(`heaviest: ${page.heaviest.slice(0, 3).map((item) => `${item.url} ${Math.round(item.bytes / 1024)} KiB`).join(', ')}`)
  }
  if ((page.scores.accessibility ?? 100) < 100) notes.push(`accessibility: ${page.failedAccessibility.map((a) => a.id).join(', ')}`)
  if ((page.scores.bestPractices ?? 100) < 100) notes.push(`best practices: ${page.failedBestPractices.map((a) => a.id).join(', ')}`)
  notes.push(...page.consoleErrors.map((error) => `console: ${error.description.split('\n')[0]}`))
  if (notes.length) console.log(`  ${page.name}:\n${notes.map((note) => `    - ${note}`).join('\n')}`)
}
console.log(`  (${report.seconds} s; Lighthouse ${report.lighthouse})`)
