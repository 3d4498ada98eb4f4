import { test } from '@japa/runner'
import vite from '@adonisjs/vite/services/main'

/*
 * Issue 9 §2: Shield's CSP is on with a nonce for scripts. A script runs only from our origin or
 * inline with this response's nonce; never eval, never inline event handlers.
 */
function directives(header: string) {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const)
  )
}

test.group('Content Security Policy (issue 9 §2)', () => {
  test('pages carry a CSP whose script-src allows only our origin and this response\'s nonce', async ({ client, assert }) => {
    const response = await client.get('/')
    response.assertStatus(200)
    const policy = directives(response.header('content-security-policy') ?? '')
    const scriptSrc = policy.get('script-src') ?? []
    assert.include(scriptSrc, `'self'`)
    assert.notInclude(scriptSrc, `'unsafe-inline'`)
    assert.notInclude(scriptSrc, `'unsafe-eval'`)
    assert.deepEqual(policy.get('script-src-attr'), [`'none'`])
    assert.deepEqual(policy.get('object-src'), [`'none'`])
    assert.deepEqual(policy.get('frame-ancestors'), [`'none'`])
    assert.deepEqual(policy.get('base-uri'), [`'self'`])
    const nonce = scriptSrc.find((value) => value.startsWith(`'nonce-`))
    assert.match(nonce ?? '', /^'nonce-[\w-]{16,}'$/)
  })

  test('every inline script on a page carries the response\'s nonce, and nonces differ per response', async ({ client, assert }) => {
    const first = await client.get('/explore')
    const second = await client.get('/explore')
    const nonceOf = (header: string) => /'nonce-([\w-]+)'/.exec(header)?.[1]
    const nonce = nonceOf(first.header('content-security-policy') ?? '')
    assert.isString(nonce)
    assert.notEqual(nonce, nonceOf(second.header('content-security-policy') ?? ''))
    const executableInline = [...first.text().matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")([^>]*)>/g)]
    // The Vite dev server's React refresh preamble is inline: the one script the nonce exists for.
    // The built client (production, and bin/test's TEST_BUILT_ASSETS) has none.
    if (vite.useDevServer) assert.isAbove(executableInline.length, 0)
    for (const [, attributes] of executableInline) assert.include(attributes, `nonce="${nonce}"`)
  })
})
