import { test } from '@japa/runner'
import { signLink, verifyLink } from '../../shared/signed_links.js'

/* issue 16 §1: the parent's signed, expiring link; an expired or tampered link fails clearly. */
const KEY = 'a-test-key-of-reasonable-length-123456'
const NOW = new Date('2026-11-27T12:00:00Z')
const LATER = new Date('2026-12-04T12:00:00Z')

test.group('Consent links: signing, expiry, tampering (issue 16 §1)', () => {
  test('a signed link reads back its data until it expires', ({ assert }) => {
    const token = signLink(KEY, 'parent-consent', { r: 42 }, LATER)
    const check = verifyLink<{ r: number }>(KEY, 'parent-consent', token, NOW)
    assert.isTrue(check.ok)
    if (check.ok) {
      assert.deepEqual(check.data, { r: 42 })
      assert.equal(check.expiresAt, LATER.getTime())
    }
  })

  test('at and after its expiry the link is expired (410), not invalid', ({ assert }) => {
    const token = signLink(KEY, 'guardian', { u: 1, g: 'abc' }, LATER)
    assert.deepEqual(verifyLink(KEY, 'guardian', token, LATER), { ok: false, problem: 'expired' })
    assert.deepEqual(verifyLink(KEY, 'guardian', token, new Date(LATER.getTime() + 1000)), { ok: false, problem: 'expired' })
  })

  test('a changed payload, signature, key or purpose is invalid (403)', ({ assert }) => {
    const token = signLink(KEY, 'parent-consent', { r: 42 }, LATER)
    const [payload, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ p: 'parent-consent', d: { r: 43 }, e: Math.floor(LATER.getTime() / 1000) })).toString('base64url')
    assert.deepEqual(verifyLink(KEY, 'parent-consent', `${forged}.${signature}`, NOW), { ok: false, problem: 'invalid' })
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    assert.deepEqual(verifyLink(KEY, 'parent-consent', `${payload}.${flipped}`, NOW), { ok: false, problem: 'invalid' })
    assert.deepEqual(verifyLink('another-key-entirely-0000000000000000', 'parent-consent', token, NOW), { ok: false, problem: 'invalid' })
    assert.deepEqual(verifyLink(KEY, 'guardian', token, NOW), { ok: false, problem: 'invalid' })
  })

  test('an expired link with a pushed-back expiry is invalid, not extended', ({ assert }) => {
    const token = signLink(KEY, 'parent-consent', { r: 42 }, NOW)
    const [, signature] = token.split('.')
    const extended = Buffer.from(JSON.stringify({ p: 'parent-consent', d: { r: 42 }, e: Math.floor(LATER.getTime() / 1000) })).toString('base64url')
    assert.deepEqual(verifyLink(KEY, 'parent-consent', `${extended}.${signature}`, NOW), { ok: false, problem: 'invalid' })
  })

  test('garbage is invalid, never an error', ({ assert }) => {
    for (const token of ['', 'abc', 'a.b.c', '.', `${'x'.repeat(3000)}.y`, null, 42, undefined]) {
      assert.deepEqual(verifyLink(KEY, 'parent-consent', token, NOW), { ok: false, problem: 'invalid' }, String(token))
    }
  })
})
