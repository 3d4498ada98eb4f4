import { test } from '@japa/runner'
import { canonicalJson, publicKeyText, signContent, verifyContent } from '../../certificates/signature.js'
import { csvCell } from '../../queries/hours_csv.js'

const CONTENT = {
  version: 1,
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  organisation: 'Peerhaven',
  name: 'Ada Lovelace',
  from: '2026-01-01',
  to: '2026-06-30',
  issuedAt: '2026-07-01T10:00:00Z',
  totalSeconds: 7200,
  hoursByType: [{ type: 'host-session', seconds: 7200 }],
  activities: [
    [11, 3600],
    [12, 3600],
  ],
}

test.group('Hour certificates: detached signature over canonical JSON (issue 15 §3)', () => {
  test('canonical JSON sorts keys at every depth, so key order does not matter', ({ assert }) => {
    assert.equal(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } }), '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}')
    const reordered = Object.fromEntries(Object.entries(CONTENT).reverse())
    assert.isTrue(verifyContent(reordered, signContent(CONTENT)))
  })

  test('a genuine certificate verifies', ({ assert }) => {
    assert.isTrue(verifyContent(CONTENT, signContent(CONTENT)))
  })

  test('tampered JSON fails verification: hours, name, period, activity list', ({ assert }) => {
    const signature = signContent(CONTENT)
    assert.isFalse(verifyContent({ ...CONTENT, totalSeconds: 72000 }, signature))
    assert.isFalse(verifyContent({ ...CONTENT, name: 'Someone Else' }, signature))
    assert.isFalse(verifyContent({ ...CONTENT, to: '2026-12-31' }, signature))
    assert.isFalse(verifyContent({ ...CONTENT, activities: [[11, 3600]] }, signature))
    assert.isFalse(verifyContent({ ...CONTENT, extra: true }, signature))
  })

  test('a forged or mangled signature fails; another key does not verify ours', ({ assert }) => {
    const signature = signContent(CONTENT)
    assert.isFalse(verifyContent(CONTENT, signContent(CONTENT, 'another-app-key-of-32-characters!')))
    assert.isFalse(verifyContent(CONTENT, signature.slice(0, -4) + 'AAAA'))
    assert.isFalse(verifyContent(CONTENT, 'not base64 at all'))
    assert.notEqual(publicKeyText(), publicKeyText('another-app-key-of-32-characters!'))
  })
})

test.group('Volunteer Hours CSV export (issue 15 §4)', () => {
  test('cells are quoted and formula starts are defused (CSV injection)', ({ assert }) => {
    assert.equal(csvCell('plain'), '"plain"')
    assert.equal(csvCell('say "hi"'), '"say ""hi"""')
    for (const start of ['=', '+', '-', '@', '\t', '\r']) assert.equal(csvCell(`${start}SUM(A1)`), `"'${start}SUM(A1)"`)
    assert.equal(csvCell(1.5), '"1.5"')
  })
})
