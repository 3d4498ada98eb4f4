/*
 * bin/bench step: against a server started with bench/sql_tap.mjs, signs the demo learner in
 * through the real login form, then for every page requests it as full HTML and as Inertia JSON
 * (after one warm-up request), records the statements the JSON request ran (from the tap's log),
 * the response sizes and the status codes, and writes it all to one JSON file for the baseline
 * server and the load generator. It also keeps the SQL of each page's warm-up request: what the
 * page costs before the per-process memos (e.g. feedback's "nothing pending") are filled, unless
 * a page requested before filled them.
 *
 *   node bench/capture.mjs <base url> <tap log> <out.json> <username> <password> name=path[@flag] ...
 *   flags: @visitor   not signed in (HTML only, like home)
 *          @json      a JSON endpoint (fetch with accept: application/json, one format, e.g. the bell's count)
 *          @as=<user> signed in as that user with the bench dataset's password (bench-pass) instead
 *   BENCH_SHOW_SQL=1 prints every captured statement under its page.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs'

const [base, tapLog, out, uid, password, ...specs] = process.argv.slice(2)
const BENCH_PASSWORD = 'bench-pass'
const jars = new Map()
let jar = null

function keep(response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const index = pair.indexOf('=')
    jar.set(pair.slice(0, index), pair.slice(index + 1))
  }
}
const cookieHeader = () => [...jar].filter(([, v]) => v !== '').map(([k, v]) => `${k}=${v}`).join('; ')

async function request(path, { signedIn = true, headers = {}, ...init } = {}) {
  const response = await fetch(base + path, {
    redirect: 'manual',
    ...init,
    headers: { ...(signedIn ? { cookie: cookieHeader() } : {}), ...headers },
  })
  if (signedIn) keep(response)
  return response
}

/** Signs `user` in through the login form (once) and makes their cookie jar the current one. */
async function signInAs(user, secret) {
  jar = jars.get(user)
  if (jar) return
  jars.set(user, (jar = new Map()))
  await request('/login')
  const login = await request('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''), 'accept': 'text/html' },
    body: JSON.stringify({ uid: user, password: secret }),
  })
  if (login.status >= 400) throw new Error(`sign-in of ${user} failed (${login.status})`)
}

await signInAs(uid, password)
// Inertia 3 writes the page object in <script data-page="app" type="application/json">.
const html = await (await request('/dashboard')).text()
const found = html.match(/<script[^>]*data-page[^>]*>([\s\S]*?)<\/script>/)
if (!found) throw new Error('no data-page in the HTML page')
const version = String(JSON.parse(found[1]).version ?? '')
const cookie = cookieHeader()
const inertia = { 'x-inertia': 'true', 'x-inertia-version': version, 'accept': 'text/html, application/xhtml+xml' }

const logSize = () => {
  try {
    return statSync(tapLog).size
  } catch {
    return 0
  }
}
const statementsSince = (offset) =>
  readFileSync(tapLog).subarray(offset).toString('utf8').split('\n').filter(Boolean).map((line) => {
    const { sql, bindings, reader } = JSON.parse(line)
    return { sql, bindings, reader }
  })

const pages = {}
for (const spec of specs) {
  const name = spec.slice(0, spec.indexOf('='))
  const [path, ...flags] = spec.slice(spec.indexOf('=') + 1).split('@')
  const signedIn = !flags.includes('visitor')
  const api = flags.includes('json')
  const as = flags.find((flag) => flag.startsWith('as='))?.slice(3)
  await signInAs(as ?? uid, as ? BENCH_PASSWORD : password)
  const headers = api ? { accept: 'application/json' } : inertia
  const first = logSize()
  await request(path, { signedIn, headers })
  const firstStatements = statementsSince(first).map(({ sql }) => sql)
  const before = logSize()
  const json = await request(path, { signedIn, headers })
  const jsonBody = await json.arrayBuffer()
  const statements = statementsSince(before)
  let htmlStatements = null
  let htmlBytes = null
  if (!api) {
    const mid = logSize()
    const full = await request(path, { signedIn })
    htmlBytes = (await full.arrayBuffer()).byteLength
    htmlStatements = statementsSince(mid).length
    if (full.status !== 200) throw new Error(`${path}: status ${full.status} (HTML)`)
  }
  if (json.status !== 200) throw new Error(`${path}: status ${json.status} (${api ? 'JSON endpoint' : 'Inertia JSON'})`)
  pages[name] = {
    path, signedIn, api, ...(as ? { as, cookie: cookieHeader() } : {}),
    statements, firstStatements, htmlStatements, bytes: { json: jsonBody.byteLength, html: htmlBytes },
  }
}
writeFileSync(out, JSON.stringify({ cookie, version, pages }, null, 1))
for (const [name, page] of Object.entries(pages)) {
  const html = page.api ? 'JSON endpoint' : `HTML: ${page.htmlStatements}`
  console.log(
    `  ${name.padEnd(15)} ${page.path.padEnd(22)} ${String(page.statements.length).padStart(2)} statements (${html}; warm-up request: ${page.firstStatements.length})${page.as ? ` as ${page.as}` : ''},` +
      ` JSON ${page.bytes.json} B${page.api ? '' : `, HTML ${page.bytes.html} B`}`
  )
  if (process.env.BENCH_SHOW_SQL === '1') {
    for (const statement of page.statements) console.log(`      ${statement.sql.replace(/\s+/g, ' ')}  ${JSON.stringify(statement.bindings)}`)
  }
}
