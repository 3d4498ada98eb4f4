import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { blockedScreenDetails, decideAccess, type AccessRequirement, type AccessSubject } from '#modules/identity/access'
import { expandRoles } from '#modules/identity/roles'
import type { SuspensionAction, SuspensionContext } from '#modules/identity/suspension'
import SuspensionActionTransformer from '#modules/identity/transformers/suspension_action_transformer'

/*
 * spec 000 §2.3: the nine access-blocked screens, chosen by a page-access error code.
 * decideAccess reads the real clock for the age check, so birth dates here are far from any
 * boundary: an adult born in 1990 and a child who is 5 years old.
 */
const ADULT_DOB = DateTime.fromISO('1990-04-12', { zone: 'utc' })
const childDob = () => DateTime.utc().minus({ years: 5 })

function action(overrides: Partial<SuspensionAction> = {}): SuspensionAction {
  return {
    context: 'community-suspension',
    reason: 'Broke the community guidelines',
    note: null,
    createdAt: '2025-11-01T10:00:00.000Z',
    byUserId: 1,
    liftedAt: null,
    ...overrides,
  }
}

/** A verified, onboarded, approved adult learner unless overridden. */
function subject(overrides: Partial<Omit<AccessSubject, 'roles'>> & { roles?: string[] } = {}): AccessSubject {
  const { roles, ...rest } = overrides
  return {
    dateOfBirth: ADULT_DOB,
    emailVerified: true,
    onboarded: true,
    suspensionActions: [],
    ...rest,
    roles: expandRoles(roles ?? ['approved']),
  }
}

const ALL_REQUIREMENTS: AccessRequirement[] = ['signed_in', 'verified', 'onboarding', 'member', { role: 'admin:basic' }]

test.group('decideAccess: each requirement grants access (spec 000 §2.3)', () => {
  test('signed_in: any account, even unverified and not onboarded', ({ assert }) => {
    assert.isNull(decideAccess(subject({ emailVerified: false, onboarded: false, roles: [] }), 'signed_in'))
    assert.isNull(decideAccess(subject({ roles: ['rejected'] }), 'signed_in'))
  })

  test('verified: a verified email, onboarding not needed', ({ assert }) => {
    assert.isNull(decideAccess(subject({ onboarded: false, roles: [] }), 'verified'))
    assert.isNull(decideAccess(subject(), 'verified'))
  })

  test('onboarding: verified and not onboarded yet', ({ assert }) => {
    assert.isNull(decideAccess(subject({ onboarded: false, roles: [] }), 'onboarding'))
  })

  test('member: verified, onboarded, not rejected', ({ assert }) => {
    assert.isNull(decideAccess(subject(), 'member'))
    // An onboarded but still unreviewed learner is a member too.
    assert.isNull(decideAccess(subject({ roles: ['unapproved'] }), 'member'))
  })

  test('{role}: member plus the role, including implied roles', ({ assert }) => {
    assert.isNull(decideAccess(subject({ roles: ['admin:basic'] }), { role: 'admin:basic' }))
    assert.isNull(decideAccess(subject({ roles: ['admin:safety'] }), { role: 'admin:policy' }))
    assert.isNull(decideAccess(subject({ roles: ['admin:super'] }), { role: 'admin:basic' }))
  })

  test('no birth date does not block (age is only checked when known)', ({ assert }) => {
    assert.isNull(decideAccess(subject({ dateOfBirth: null }), 'member'))
  })
})

test.group('decideAccess: each code (spec 000 §2.3)', () => {
  test('not_logged_in for every requirement when there is no user', ({ assert }) => {
    for (const requirement of ALL_REQUIREMENTS) {
      assert.equal(decideAccess(null, requirement), 'not_logged_in')
    }
  })

  test('not_enough_age for every requirement when under 13 (spec 001 §5.5)', ({ assert }) => {
    for (const requirement of ALL_REQUIREMENTS) {
      assert.equal(decideAccess(subject({ dateOfBirth: childDob() }), requirement), 'not_enough_age')
    }
  })

  test('user_suspended for blocked and blocked:community with a non-provisional context', ({ assert }) => {
    for (const roles of [['blocked'], ['blocked:community']]) {
      for (const context of ['community-suspension', 'onboarding-rejection', 'admin', 'background-check-failed'] as const) {
        const s = subject({ roles, suspensionActions: [action({ context })] })
        assert.equal(decideAccess(s, 'member'), 'user_suspended', `${roles} ${context}`)
      }
    }
  })

  test('user_suspended when blocked without any suspension action', ({ assert }) => {
    assert.equal(decideAccess(subject({ roles: ['blocked'] }), 'member'), 'user_suspended')
  })

  test('user_suspended for every requirement, including signed_in', ({ assert }) => {
    for (const requirement of ALL_REQUIREMENTS) {
      const s = subject({ roles: ['blocked'], suspensionActions: [action()] })
      assert.equal(decideAccess(s, requirement), 'user_suspended')
    }
  })

  for (const context of ['learner-no-shows', 'automatic-suspension', 'session-removal'] as const) {
    test(`user_maybe_suspended for the provisional context ${context}`, ({ assert }) => {
      const s = subject({ roles: ['blocked'], suspensionActions: [action({ context })] })
      assert.equal(decideAccess(s, 'member'), 'user_maybe_suspended')
      assert.equal(decideAccess(s, 'signed_in'), 'user_maybe_suspended')
    })
  }

  test('the current (latest open) suspension action decides between suspended and maybe suspended', ({ assert }) => {
    const lifted = action({ context: 'community-suspension', liftedAt: '2025-11-02T00:00:00.000Z' })
    const open = action({ context: 'learner-no-shows', createdAt: '2025-11-03T00:00:00.000Z' })
    assert.equal(decideAccess(subject({ roles: ['blocked'], suspensionActions: [lifted, open] }), 'member'), 'user_maybe_suspended')
    const later = action({ context: 'admin', createdAt: '2025-11-04T00:00:00.000Z' })
    assert.equal(decideAccess(subject({ roles: ['blocked'], suspensionActions: [open, later] }), 'member'), 'user_suspended')
    // Only lifted actions left: no current suspension, so the plain screen.
    assert.equal(decideAccess(subject({ roles: ['blocked'], suspensionActions: [lifted] }), 'member'), 'user_suspended')
  })

  test('a suspension action without a blocked role does not block', ({ assert }) => {
    const s = subject({ roles: ['approved'], suspensionActions: [action()] })
    assert.isNull(decideAccess(s, 'member'))
  })

  test('email_not_verified for verified, onboarding, member and role requirements', ({ assert }) => {
    for (const requirement of ALL_REQUIREMENTS.filter((r) => r !== 'signed_in')) {
      assert.equal(decideAccess(subject({ emailVerified: false, onboarded: false }), requirement), 'email_not_verified')
    }
  })

  test('onboarding_already_finished when an onboarded user opens onboarding', ({ assert }) => {
    assert.equal(decideAccess(subject(), 'onboarding'), 'onboarding_already_finished')
    // Rejected users have onboarded too: the onboarding form still refuses them the same way.
    assert.equal(decideAccess(subject({ roles: ['rejected'] }), 'onboarding'), 'onboarding_already_finished')
  })

  test('onboarding_not_finished for member and role requirements', ({ assert }) => {
    assert.equal(decideAccess(subject({ onboarded: false, roles: [] }), 'member'), 'onboarding_not_finished')
    assert.equal(decideAccess(subject({ onboarded: false, roles: ['admin:basic'] }), { role: 'admin:basic' }), 'onboarding_not_finished')
  })

  test('user_rejected for member and role requirements', ({ assert }) => {
    assert.equal(decideAccess(subject({ roles: ['rejected'] }), 'member'), 'user_rejected')
    assert.equal(decideAccess(subject({ roles: ['rejected', 'admin:basic'] }), { role: 'admin:basic' }), 'user_rejected')
  })

  test('not_enough_permission when the role is missing', ({ assert }) => {
    assert.equal(decideAccess(subject(), { role: 'admin:basic' }), 'not_enough_permission')
    assert.equal(decideAccess(subject({ roles: ['admin:policy'] }), { role: 'admin:safety' }), 'not_enough_permission')
    // admin:super does not imply the partner affiliations.
    assert.equal(decideAccess(subject({ roles: ['admin:super'] }), { role: 'admin:collegeboard' }), 'not_enough_permission')
  })
})

test.group('decideAccess: precedence (spec 000 §2.3)', () => {
  test('too young beats suspended, unverified and everything after', ({ assert }) => {
    const s = subject({ dateOfBirth: childDob(), roles: ['blocked', 'rejected'], emailVerified: false, onboarded: false, suspensionActions: [action()] })
    assert.equal(decideAccess(s, 'member'), 'not_enough_age')
  })

  test('suspended beats unverified', ({ assert }) => {
    const s = subject({ roles: ['blocked'], emailVerified: false, suspensionActions: [action()] })
    assert.equal(decideAccess(s, 'verified'), 'user_suspended')
    const maybe = subject({ roles: ['blocked'], emailVerified: false, suspensionActions: [action({ context: 'session-removal' })] })
    assert.equal(decideAccess(maybe, 'verified'), 'user_maybe_suspended')
  })

  test('unverified beats not onboarded', ({ assert }) => {
    assert.equal(decideAccess(subject({ emailVerified: false, onboarded: false }), 'member'), 'email_not_verified')
  })

  test('not onboarded beats rejected and missing permission', ({ assert }) => {
    assert.equal(decideAccess(subject({ onboarded: false, roles: ['rejected'] }), { role: 'admin:basic' }), 'onboarding_not_finished')
  })

  test('rejected beats missing permission', ({ assert }) => {
    assert.equal(decideAccess(subject({ roles: ['rejected'] }), { role: 'admin:basic' }), 'user_rejected')
  })
})

test.group('blockedScreenDetails (spec 000 §2.3, spec 001 §5.5)', () => {
  const user = (suspensionActions: SuspensionAction[] = []) => ({ email: 'learner@example.org', suspensionActions })
  /** The suspension as the screen receives it (SuspensionActionTransformer). */
  const shown = (code: 'user_suspended' | 'user_maybe_suspended', actions: SuspensionAction[]) => {
    const { suspensionAction } = blockedScreenDetails(code, user(actions))
    return { suspensionAction: new SuspensionActionTransformer(suspensionAction!).toObject() }
  }

  test('no user gives no details', ({ assert }) => {
    assert.deepEqual(blockedScreenDetails('not_logged_in', null), {})
    assert.deepEqual(blockedScreenDetails('user_suspended', null), {})
  })

  test('email_not_verified shows the email', ({ assert }) => {
    assert.deepEqual(blockedScreenDetails('email_not_verified', user()), { email: 'learner@example.org' })
  })

  test('other codes carry no details', ({ assert }) => {
    for (const code of ['not_enough_permission', 'onboarding_already_finished', 'onboarding_not_finished', 'user_rejected', 'not_enough_age'] as const) {
      assert.deepEqual(blockedScreenDetails(code, user([action()])), {}, code)
    }
  })

  test('user_suspended without a current suspension action is an assertion failure', ({ assert }) => {
    assert.throws(() => blockedScreenDetails('user_suspended', user()), /Assertion failed/)
    const liftedOnly = [action({ liftedAt: '2025-11-02T00:00:00.000Z' })]
    assert.throws(() => blockedScreenDetails('user_suspended', user(liftedOnly)), /Assertion failed/)
  })

  test('user_maybe_suspended without a current suspension action gives a null action', ({ assert }) => {
    assert.deepEqual(blockedScreenDetails('user_maybe_suspended', user()), { suspensionAction: null })
  })

  test('user_suspended passes context, reason and date of the current action', ({ assert }) => {
    const details = shown('user_suspended', [action({ note: 'Please re-read the guidelines.' })])
    assert.deepEqual(details, {
      suspensionAction: {
        context: 'community-suspension',
        reason: 'Broke the community guidelines',
        note: 'Please re-read the guidelines.',
        createdAt: '2025-11-01T10:00:00.000Z',
      },
    })
  })

  test('a note dated 2025-10-16 is hidden; a note dated 2025-10-17 is shown (spec 000 §2.3, spec 001 §5.5)', ({ assert }) => {
    const onCutoff = shown('user_suspended', [action({ note: 'old note', createdAt: '2025-10-16' })])
    assert.isNull(onCutoff.suspensionAction.note)
    const lateOnCutoff = shown('user_suspended', [action({ note: 'old note', createdAt: '2025-10-16T23:59:59.000Z' })])
    assert.isNull(lateOnCutoff.suspensionAction.note)
    const after = shown('user_suspended', [action({ note: 'new note', createdAt: '2025-10-17' })])
    assert.equal(after.suspensionAction.note, 'new note')
  })

  test('the note of a maybe-suspended screen follows the same date rule', ({ assert }) => {
    const context: SuspensionContext = 'learner-no-shows'
    const before = shown('user_maybe_suspended', [action({ context, note: 'n', createdAt: '2025-09-01T00:00:00Z' })])
    const after = shown('user_maybe_suspended', [action({ context, note: 'n', createdAt: '2025-12-01T00:00:00Z' })])
    assert.deepEqual(before, { suspensionAction: { context, reason: 'Broke the community guidelines', note: null, createdAt: '2025-09-01T00:00:00Z' } })
    assert.deepEqual(after, { suspensionAction: { context, reason: 'Broke the community guidelines', note: 'n', createdAt: '2025-12-01T00:00:00Z' } })
  })

  test('the latest open action is shown, not an earlier or lifted one', ({ assert }) => {
    const actions = [
      action({ reason: 'first', createdAt: '2025-11-01T00:00:00Z' }),
      action({ reason: 'second', createdAt: '2025-11-05T00:00:00Z' }),
      action({ reason: 'lifted', createdAt: '2025-11-09T00:00:00Z', liftedAt: '2025-11-10T00:00:00Z' }),
    ]
    assert.equal(shown('user_suspended', actions).suspensionAction.reason, 'second')
  })
})
