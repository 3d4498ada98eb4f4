/*
 * bin/bench step: against a server started with bench/sql_tap.mjs, signs the demo learner in
 * through the real login form, then for every page requests it as full HTML and as Inertia JSON
 * (after one warm-up request), records the statements the JSON request ran (from the tap's log),
 * the response sizes and the status codes, and writes it all to one JSON file for the baseline
 * server and the load generator.
 *
 *   node bench/capture.mjs <base url> <tap log> <out.json> <username> <password> name=path[@visitor] ...
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs'

const [base, tapLog, out, uid, password, ...specs] = process.argv.slice(2)
const jar = new Map()

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

await request('/login')
const login = await request('/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''), 'accept': 'text/html' },
  body: JSON.stringify({ uid, password }),
})
if (login.status >= 400) throw new Error(`sign-in failed (${login.status})`)

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
  const [name, rest] = spec.split('=')
  const [path, who] = rest.split('@')
  const signedIn = who !== 'visitor'
  await request(path, { signedIn, headers: inertia })
  const before = logSize()
  const json = await request(path, { signedIn, headers: inertia })
  const jsonBody = await json.arrayBuffer()
  const statements = statementsSince(before)
  const mid = logSize()
  const full = await request(path, { signedIn })
  const htmlBody = await full.arrayBuffer()
  const htmlStatements = statementsSince(mid).length
  if (json.status !== 200 || full.status !== 200) throw new Error(`${path}: status ${json.status} (JSON) / ${full.status} (HTML)`)
  pages[name] = { path, signedIn, statements, htmlStatements, bytes: { json: jsonBody.byteLength, html: htmlBody.byteLength } }
}
writeFileSync(out, JSON.stringify({ cookie, version, pages }, null, 1))
for (const [name, page] of Object.entries(pages)) {
  console.log(`  ${name.padEnd(12)} ${page.path.padEnd(18)} ${String(page.statements.length).padStart(2)} statements (HTML: ${page.htmlStatements}), JSON ${page.bytes.json} B, HTML ${page.bytes.html} B`)
}
