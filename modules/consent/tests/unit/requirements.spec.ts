import { test } from '@japa/runner'
import { ledgerConsentStore } from '../../store.js'
import { consentVeto, setConsentStore } from '#kernel/programs/consent'
import type { ConsentFlow, RegisteredProgram } from '#kernel/programs/define_program'
import { deriveConsents, type LedgerEvent } from '../../shared/derive.js'
import { pendingFlowsFrom } from '../../shared/requirements.js'

/*
 * issue 16 §1: a program's declared flows are complete when the derived ledger says so; until
 * then the kernel's series.canRegister veto gives a clear reason. The store here reads an
 * in-memory ledger through the same pure rules the real store uses (tests/functional covers the database).
 */
const PARENT_FLOW: ConsentFlow = {
  slug: 'parent-consent-flow',
  audience: 'learner',
  title: 'Parent consent',
  requiredFor: 'minors',
  steps: [{ slug: 'parent-consent', title: 'A parent consents', page: 'programs/demo/parent' }],
}
const ASSENT_FLOW: ConsentFlow = {
  slug: 'assent-flow',
  audience: 'learner',
  title: 'Your assent',
  requiredFor: 'minors',
  steps: [{ slug: 'assent', title: 'You assent', page: 'programs/demo/assent' }],
}
const RECORDING_FLOW: ConsentFlow = { slug: 'recording', audience: 'learner', title: 'Recording consent', requiredFor: 'everyone', steps: [] }
const TUTOR_FLOW: ConsentFlow = { slug: 'tutor-agreement', audience: 'tutor', title: 'Tutor agreement', requiredFor: 'everyone', steps: [] }

const program = { slug: 'demo', consent: [PARENT_FLOW, ASSENT_FLOW, RECORDING_FLOW, TUTOR_FLOW] } as unknown as RegisteredProgram

let id = 1
const ev = (action: LedgerEvent['action'], givenBy: LedgerEvent['givenBy'], purpose = 'participation', programSlug = 'demo'): LedgerEvent => ({
  id: id++,
  action,
  purpose,
  programSlug,
  worldId: null,
  givenBy,
  guardianName: null,
  guardianEmail: null,
  occurredAt: id,
})

function installLedger(ages: Record<number, number | null>, ledgers: Record<number, LedgerEvent[]>) {
  setConsentStore({
    async pendingFlows(userId, forProgram, flows) {
      return pendingFlowsFrom(flows, ages[userId] ?? null, deriveConsents(ledgers[userId] ?? []), forProgram.slug)
    },
  })
}

test.group('Consent requirements and the registration veto (issue 16 §1)', (group) => {
  // Leave the real store installed for the tests that run after these in the same process.
  group.each.teardown(() => setConsentStore(ledgerConsentStore))

  test('a minor with nothing given is vetoed with the first flow’s title', async ({ assert }) => {
    installLedger({ 1: 15 }, {})
    assert.deepEqual(await consentVeto(program, 1), { allowed: false, reason: 'Please complete "Parent consent" before registering.' })
  })

  test('each flow in turn: parent consent, then assent, then the program-specific purpose', async ({ assert }) => {
    const ledger: LedgerEvent[] = [ev('grant', 'parent_guardian')]
    installLedger({ 1: 15 }, { 1: ledger })
    assert.deepEqual(await consentVeto(program, 1), { allowed: false, reason: 'Please complete "Your assent" before registering.' })
    ledger.push(ev('assent', 'self'))
    assert.deepEqual(await consentVeto(program, 1), { allowed: false, reason: 'Please complete "Recording consent" before registering.' })
    ledger.push(ev('grant', 'self', 'recording'))
    assert.deepEqual(await consentVeto(program, 1), { allowed: true })
  })

  test('a revoked parent consent vetoes again; a re-grant allows again', async ({ assert }) => {
    const ledger: LedgerEvent[] = [ev('grant', 'parent_guardian'), ev('assent', 'self'), ev('grant', 'self', 'recording'), ev('revoke', 'parent_guardian')]
    installLedger({ 1: 16 }, { 1: ledger })
    assert.deepEqual(await consentVeto(program, 1), { allowed: false, reason: 'Please complete "Parent consent" before registering.' })
    ledger.push(ev('grant', 'parent_guardian'))
    assert.deepEqual(await consentVeto(program, 1), { allowed: true })
  })

  test('flows for minors skip adults; flows for everyone do not; an unknown age counts as a minor', async ({ assert }) => {
    installLedger({ 2: 18, 3: null }, { 2: [], 3: [ev('grant', 'self', 'recording')] })
    assert.deepEqual(await consentVeto(program, 2), { allowed: false, reason: 'Please complete "Recording consent" before registering.' })
    assert.deepEqual(await consentVeto(program, 3), { allowed: false, reason: 'Please complete "Parent consent" before registering.' })
  })

  test('a self grant or another program’s parent consent does not stand in for a parent’s consent here', async ({ assert }) => {
    installLedger({ 1: 15 }, { 1: [ev('grant', 'self'), ev('grant', 'parent_guardian', 'participation', 'other'), ev('assent', 'self'), ev('grant', 'self', 'recording')] })
    assert.deepEqual(await consentVeto(program, 1), { allowed: false, reason: 'Please complete "Parent consent" before registering.' })
  })

  test('a program-specific purpose may be given by a parent instead', ({ assert }) => {
    const states = deriveConsents([ev('grant', 'parent_guardian', 'recording')])
    assert.deepEqual(pendingFlowsFrom([RECORDING_FLOW], 30, states, 'demo'), [])
  })
})
