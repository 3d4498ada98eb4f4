import { test } from '@japa/runner'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import edge from 'edge.js'
import env from '#start/env'

/*
 * Issue 19: pages and JSON answers are compressed for browsers that accept it, and decompress to
 * exactly what an uncompressed request gets; small answers and HEAD requests are left alone.
 */
const base = () => `http://${env.get('HOST')}:${env.get('PORT')}`

async function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  // fetch would decompress for us: read the bytes as sent, through node's http client.
  const { request } = await import('node:http')
  return new Promise<{ status: number; headers: Record<string, any>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base()}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The page object Inertia reads (the rest of the HTML carries a per-response nonce and dev-server tags). */
function pageObject(html: string) {
  const found = html.match(/<script[^>]*data-page[^>]*>([\s\S]*?)<\/script>/)
  if (!found) throw new Error('no data-page in the HTML')
  return JSON.parse(found[1])
}

test.group('Compressed pages and JSON (issue 19)', () => {
  test('brotli and gzip pages decompress to the same page; no Accept-Encoding, no compression', async ({ assert }) => {
    const plain = await raw('/about')
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    const browser = await raw('/about', { 'accept-encoding': 'gzip, deflate, br' })
    // Under 16 KB gzip (brotli's size there, half its time); brotli above.
    assert.equal(browser.headers['content-encoding'], plain.body.length >= 16 * 1024 ? 'br' : 'gzip')
    const br = await raw('/about', { 'accept-encoding': 'br' })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.include(br.headers['vary'], 'Accept-Encoding')
    assert.equal(Number(br.headers['content-length']), br.body.length)
    assert.isBelow(br.body.length, plain.body.length / 2)
    assert.deepEqual(pageObject(brotliDecompressSync(br.body).toString()), pageObject(plain.body.toString()))
    const gz = await raw('/about', { 'accept-encoding': 'gzip' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.deepEqual(pageObject(gunzipSync(gz.body).toString()), pageObject(plain.body.toString()))
  })

  test('Inertia JSON is compressed; a small JSON answer and a HEAD request are not', async ({ assert }) => {
    const page = await raw('/about', { 'accept-encoding': 'br', 'x-inertia': 'true' })
    if (page.status === 200) {
      assert.equal(page.headers['content-encoding'], 'br')
      assert.equal(JSON.parse(brotliDecompressSync(page.body).toString()).url, '/about')
    } else {
      assert.equal(page.status, 409, 'an Inertia version mismatch answers 409 with no body to compress')
    }
    const small = await raw('/api/version.json', { 'accept-encoding': 'br' })
    assert.isUndefined(small.headers['content-encoding'])
    assert.properties(JSON.parse(small.body.toString()), ['hash', 'date'])
    const head = await raw('/about', { 'accept-encoding': 'br' }, 'HEAD')
    assert.isUndefined(head.headers['content-encoding'])
  })

  test('a JSON answer makes no Edge renderer; an HTML page makes one', async ({ assert }) => {
    const original = edge.createRenderer.bind(edge)
    let made = 0
    edge.createRenderer = () => {
      made++
      return original()
    }
    try {
      await raw('/api/version.json')
      assert.equal(made, 0)
      await raw('/about')
      assert.equal(made, 1)
    } finally {
      edge.createRenderer = original
    }
  })
})
