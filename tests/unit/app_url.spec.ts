import { test } from '@japa/runner'
import { appUrlWarning, assertStrongAppKey, defaultAppUrl, WeakAppKeyError } from '#app/support/app_url'

/* Issue 20 §3: links people can open, and no boot with a placeholder APP_KEY. */
test.group('APP_URL and APP_KEY at boot (issue 20 §3)', () => {
  test('without APP_URL, links point at localhost on the app port (not 0.0.0.0)', ({ assert }) => {
    assert.equal(defaultAppUrl(3333), 'http://localhost:3333')
  })

  test('plain http on a public host is warned about; https or a local host is not', ({ assert }) => {
    assert.match(appUrlWarning('http://peerhaven.example.org')!, /plain http on a public host/)
    assert.isNotNull(appUrlWarning('http://0.0.0.0:3333'))
    assert.isNull(appUrlWarning('https://peerhaven.example.org'))
    assert.isNull(appUrlWarning('http://localhost:3333'))
    assert.isNull(appUrlWarning('http://127.0.0.1:4000'))
  })

  test('an APP_KEY that is short or not random refuses to boot', ({ assert }) => {
    assert.throws(() => assertStrongAppKey(''), WeakAppKeyError as any)
    assert.throws(() => assertStrongAppKey('change-me'), /at least 32 random characters/)
    assert.throws(() => assertStrongAppKey('x'.repeat(40)), /node ace generate:key/)
    assert.doesNotThrow(() => assertStrongAppKey('4-4qoATauvVMWH6G0GVSnnbf8dVFNfxtjL9PnZyj4eY'))
  })
})
