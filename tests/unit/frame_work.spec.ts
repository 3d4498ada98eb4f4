import { test } from '@japa/runner'
import crypto, { createHmac, createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keyObjectFor, reuseKeyObjects } from '#app/support/frame/key_objects'
import { DeferredViewRenderer } from '#app/support/frame/deferred_view'
import { acceptedEncodings, PrecompressedAssets } from '#app/support/frame/precompressed_assets'
import { rememberSignatures } from '#app/support/frame/remembered_signatures'
import { Encryption } from '@adonisjs/core/encryption'
import { AES256GCM } from '@adonisjs/core/encryption/drivers/aes_256_gcm'

/* Issue 19: per-request framework work removed — each change keeps what callers rely on. */
test.group('Key objects reused for HMAC and AES keys (issue 19)', () => {
  test('a Buffer key gives the same HMAC as before, through the named import too', ({ assert }) => {
    reuseKeyObjects()
    const key = crypto.createHash('sha256').update('app key').digest()
    const expected = crypto.createHmac('sha256', createSecretKey(Buffer.from(key))).update('cookie value').digest('hex')
    assert.equal(createHmac('sha256', key).update('cookie value').digest('hex'), expected)
    assert.strictEqual(keyObjectFor(key), keyObjectFor(key), 'the second use reuses the first key object')
  })

  test('a Buffer changed in place is never served the old key', ({ assert }) => {
    const key = Buffer.alloc(32, 1)
    const first = createHmac('sha256', key).update('x').digest('hex')
    key.fill(2)
    const second = createHmac('sha256', key).update('x').digest('hex')
    assert.notEqual(first, second)
    assert.equal(second, crypto.createHmac('sha256', createSecretKey(Buffer.alloc(32, 2))).update('x').digest('hex'))
  })

  test('string keys and keys with an explicit encoding keep their meaning', ({ assert }) => {
    const reference = (key: Buffer) => crypto.createHmac('sha256', createSecretKey(key)).update('x').digest('hex')
    assert.equal(createHmac('sha256', 'a string key').update('x').digest('hex'), reference(Buffer.from('a string key')))
    const hex = 'a1b2c3d4'
    // An options object with an encoding makes Node read the string key in that encoding: passed through as given.
    assert.equal(
      createHmac('sha256', hex, { encoding: 'hex' } as any).update('x').digest('hex'),
      crypto.createHmac('sha256', hex, { encoding: 'hex' } as any).update('x').digest('hex')
    )
  })

  test('AES-256-GCM round-trips with a reused key', ({ assert }) => {
    const key = randomBytes(32)
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const sealed = Buffer.concat([cipher.update('session data'), cipher.final()])
    const tag = cipher.getAuthTag()
    const decipher = createDecipheriv('aes-256-gcm', key, iv)
    decipher.setAuthTag(tag)
    assert.equal(Buffer.concat([decipher.update(sealed), decipher.final()]).toString(), 'session data')
  })
})

test.group('Views made only when something renders (issue 19)', () => {
  test('shares are replayed in order on the renderer made at render time; none made without a render', async ({ assert }) => {
    const made: Array<Record<string, unknown>> = []
    let count = 0
    const fake = () => {
      count++
      const state: Record<string, unknown> = {}
      return {
        share(data: Record<string, unknown>) {
          made.push(data)
          Object.assign(state, data)
          return this
        },
        render: async (template: string) => `${template}:${JSON.stringify(state)}`,
      } as any
    }
    const view = new DeferredViewRenderer(fake)
    view.share({ a: 1 }).share({ b: 2 })
    assert.equal(count, 0, 'sharing alone makes no renderer')
    assert.equal(await view.render('page'), 'page:{"a":1,"b":2}')
    view.share({ c: 3 })
    assert.equal(count, 1)
    assert.deepEqual(made, [{ a: 1 }, { b: 2 }, { c: 3 }])
  })
})

test.group('Precompressed assets (issue 19)', () => {
  test('Accept-Encoding: brotli first, q=0 refused, * means gzip', ({ assert }) => {
    assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip'])
    assert.deepEqual(acceptedEncodings('gzip;q=1.0, br;q=0'), ['gzip'])
    assert.deepEqual(acceptedEncodings('identity'), [])
    assert.deepEqual(acceptedEncodings('*'), ['gzip'])
    assert.deepEqual(acceptedEncodings(undefined), [])
  })

  test('the build copy the browser accepts, with the original type; nothing for other files or paths', ({ assert }) => {
    const dir = mkdtempSync(join(tmpdir(), 'assets-'))
    mkdirSync(join(dir, 'fonts'))
    writeFileSync(join(dir, 'app-1.js'), 'x'.repeat(2000))
    writeFileSync(join(dir, 'app-1.js.br'), 'BR')
    writeFileSync(join(dir, 'app-1.js.gz'), 'GZ')
    writeFileSync(join(dir, 'only-gz.css'), 'y')
    writeFileSync(join(dir, 'only-gz.css.gz'), 'GZ2')
    const assets = new PrecompressedAssets(dir, '/assets/')
    const br = assets.find('/assets/app-1.js', ['br', 'gzip'])!
    assert.equal(br.encoding, 'br')
    assert.equal(br.body.toString(), 'BR')
    assert.equal(br.contentType, 'text/javascript; charset=utf-8')
    assert.equal(assets.find('/assets/app-1.js', ['gzip'])!.body.toString(), 'GZ')
    assert.equal(assets.find('/assets/only-gz.css', ['br', 'gzip'])!.encoding, 'gzip')
    assert.isNull(assets.find('/assets/app-1.js', []))
    assert.isNull(assets.find('/assets/missing.js', ['br']))
    assert.isNull(assets.find('/assets/../secret.js', ['br']))
    assert.isNull(assets.find('/other/app-1.js', ['br']))
  })
})

test.group('Response compression choice (issue 19)', () => {
  test('gzip under 16 KB when accepted, brotli above; brotli alone when only it is accepted', async ({ assert }) => {
    const { encodingFor } = await import('#middleware/compress_response_middleware')
    assert.equal(encodingFor(['br', 'gzip'], 4000), 'gzip')
    assert.equal(encodingFor(['br', 'gzip'], 64 * 1024), 'br')
    assert.equal(encodingFor(['br'], 4000), 'br')
    assert.equal(encodingFor(['gzip'], 64 * 1024), 'gzip')
    assert.isNull(encodingFor([], 4000))
  })
})

test.group('Signatures remembered (issue 19: the session cookie is unsigned and signed on every request)', () => {
  const verifierFor = (key: string) => new Encryption({ keys: [key], driver: (k: string) => new AES256GCM({ id: 'gcm', key: k }) } as any).getMessageVerifier()
  const fresh = () => rememberSignatures(verifierFor('a-test-key-of-32-characters-long!'))

  test('a string signed without expiry: the same text as the library makes, and it unsigns', ({ assert }) => {
    const library = verifierFor('a-test-key-of-32-characters-long!')
    const verifier = fresh()
    const signed = verifier.sign('session-id-1', undefined, 'ph-session')
    assert.equal(signed, library.sign('session-id-1', undefined, 'ph-session'))
    assert.equal(verifier.sign('session-id-1', undefined, 'ph-session'), signed)
    assert.equal(verifier.unsign(signed, 'ph-session'), 'session-id-1')
    assert.equal(library.unsign(signed, 'ph-session'), 'session-id-1')
  })

  test('a remembered signature is still bound to its purpose; a tampered or foreign text is refused', ({ assert }) => {
    const verifier = fresh()
    const signed = verifier.sign('session-id-2', undefined, 'ph-session')
    assert.isNull(verifier.unsign(signed, 'another-cookie'))
    assert.isNull(verifier.unsign(signed.slice(0, -2) + (signed.endsWith('A') ? 'BB' : 'AA'), 'ph-session'))
    const foreign = verifierFor('another-key-of-32-characters-long').sign('session-id-2', undefined, 'ph-session')
    assert.isNull(verifier.unsign(foreign, 'ph-session'))
  })

  test('a text signed by another process is verified once, then remembered', ({ assert }) => {
    const other = verifierFor('a-test-key-of-32-characters-long!')
    const signed = other.sign('session-id-3', undefined, 'ph-session')
    const inner = verifierFor('a-test-key-of-32-characters-long!')
    let verified = 0
    const unsign = inner.unsign.bind(inner)
    inner.unsign = ((text: string, purpose?: string) => {
      verified++
      return unsign(text, purpose)
    }) as typeof inner.unsign
    const verifier = rememberSignatures(inner)
    assert.equal(verifier.unsign(signed, 'ph-session'), 'session-id-3')
    assert.equal(verifier.unsign(signed, 'ph-session'), 'session-id-3')
    assert.equal(verified, 1, 'the second request found it remembered')
  })

  test('an expiring signature is never remembered: it still expires', async ({ assert }) => {
    const verifier = fresh()
    const signed = verifier.sign('short-lived', '1s', 'link')
    assert.equal(verifier.unsign(signed, 'link'), 'short-lived')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    assert.isNull(verifier.unsign(signed, 'link'))
  }).timeout(5000)
})
