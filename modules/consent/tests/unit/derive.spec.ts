import { test } from '@japa/runner'
import { consentKey, deriveConsents, isGranted, type LedgerEvent } from '../../shared/derive.js'

/* issue 16 §1: the current state is derived from the append-only log (spec 001 §4.4 requested → completed; assent separate). */
let nextId = 1
function event(action: LedgerEvent['action'], at: number, extra: Partial<LedgerEvent> = {}): LedgerEvent {
  return {
    id: nextId++,
    action,
    purpose: 'participation',
    programSlug: 'demo',
    worldId: null,
    givenBy: 'parent_guardian',
    guardianName: 'Pat Parent',
    guardianEmail: 'pat@example.org',
    occurredAt: at,
    ...extra,
  }
}
const PARENT = { purpose: 'participation', programSlug: 'demo', givenBy: 'parent_guardian' } as const

test.group('Consent derivation from the ledger (issue 16 §1; spec 001 §4.4)', () => {
  test('no events: nothing is given', ({ assert }) => {
    assert.equal(deriveConsents([]).size, 0)
    assert.isFalse(isGranted(deriveConsents([]), PARENT))
  })

  test('request → requested, grant → granted ("completed")', ({ assert }) => {
    const requested = deriveConsents([event('request', 1)])
    assert.equal(requested.get(consentKey(PARENT))?.status, 'requested')
    assert.isFalse(isGranted(requested, PARENT))
    const granted = deriveConsents([event('request', 1), event('grant', 2)])
    assert.equal(granted.get(consentKey(PARENT))?.status, 'granted')
    assert.equal(granted.get(consentKey(PARENT))?.grantedAt, 2)
    assert.equal(granted.get(consentKey(PARENT))?.requestedAt, 1)
  })

  test('grant, revoke, re-grant: revoked in between, granted again after', ({ assert }) => {
    const log = [event('grant', 1), event('revoke', 2)]
    assert.equal(deriveConsents(log).get(consentKey(PARENT))?.status, 'revoked')
    assert.equal(deriveConsents(log).get(consentKey(PARENT))?.revokedAt, 2)
    const again = deriveConsents([...log, event('grant', 3)]).get(consentKey(PARENT))
    assert.equal(again?.status, 'granted')
    assert.equal(again?.grantedAt, 3)
    assert.isNull(again?.revokedAt)
  })

  test('the log is read in time order (then insert order), whatever order the rows come in', ({ assert }) => {
    const grant = event('grant', 10)
    const revoke = event('revoke', 20)
    assert.equal(deriveConsents([revoke, grant]).get(consentKey(PARENT))?.status, 'revoked')
    const sameInstantGrant = event('grant', 30)
    const sameInstantRevoke = event('revoke', 30)
    assert.equal(deriveConsents([sameInstantRevoke, sameInstantGrant]).get(consentKey(PARENT))?.status, 'revoked')
  })

  test('a new request never undoes a grant; a revoke of nothing changes nothing', ({ assert }) => {
    assert.equal(deriveConsents([event('grant', 1), event('request', 2)]).get(consentKey(PARENT))?.status, 'granted')
    assert.equal(deriveConsents([event('revoke', 1)]).size, 0)
    assert.equal(deriveConsents([event('request', 1), event('revoke', 2), event('request', 3)]).get(consentKey(PARENT))?.status, 'requested')
  })

  test('consents are kept apart by purpose, program, world and giver; assent is its own', ({ assert }) => {
    const states = deriveConsents([
      event('grant', 1),
      event('grant', 2, { purpose: 'recording' }),
      event('revoke', 3, { purpose: 'recording' }),
      event('grant', 4, { programSlug: 'other' }),
      event('revoke', 5, { programSlug: 'other' }),
      event('assent', 6, { givenBy: 'self', guardianEmail: null, guardianName: null }),
    ])
    assert.isTrue(isGranted(states, PARENT))
    assert.isFalse(isGranted(states, { ...PARENT, purpose: 'recording' }))
    assert.isFalse(isGranted(states, { ...PARENT, programSlug: 'other' }))
    assert.isFalse(isGranted(states, { ...PARENT, worldId: 7 }))
    assert.isFalse(isGranted(states, { ...PARENT, givenBy: 'self' }))
    assert.isTrue(isGranted(states, { purpose: 'participation', programSlug: 'demo', givenBy: 'self', kind: 'assent' }))
  })

  test('the guardian named is the latest one asked, until someone grants: then the granter stays', ({ assert }) => {
    const sam = { guardianName: 'Sam Guardian', guardianEmail: 'sam@example.org' }
    const asked = deriveConsents([event('request', 1), event('request', 2, sam)]).get(consentKey(PARENT))
    assert.equal(asked?.guardianEmail, 'sam@example.org')
    assert.equal(asked?.guardianName, 'Sam Guardian')
    // Pat granted; a later request to Sam neither changes whose consent it is nor its status.
    const granted = deriveConsents([event('request', 1), event('grant', 2), event('request', 3, sam)]).get(consentKey(PARENT))
    assert.equal(granted?.status, 'granted')
    assert.equal(granted?.guardianEmail, 'pat@example.org')
    assert.equal(granted?.requestedAt, 3)
    // After Pat withdraws, a request to Sam names Sam, and Sam's grant is Sam's.
    const regranted = deriveConsents([event('grant', 1), event('revoke', 2), event('request', 3, sam), event('grant', 4, sam)]).get(consentKey(PARENT))
    assert.equal(regranted?.status, 'granted')
    assert.equal(regranted?.guardianEmail, 'sam@example.org')
  })
})
