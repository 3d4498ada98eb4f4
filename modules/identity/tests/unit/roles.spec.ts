import { test } from '@japa/runner'
import logger from '@adonisjs/core/services/logger'
import { ADMIN_ROLES, expandRoles, isSuspended, reviewState, type Role } from '#modules/identity/roles'

/** Replaces logger.warn with a recorder while `run` executes, then restores it. */
function captureWarnings(run: () => void) {
  const calls: unknown[][] = []
  const original = logger.warn
  logger.warn = ((...args: unknown[]) => {
    calls.push(args)
  }) as typeof logger.warn
  try {
    run()
  } finally {
    logger.warn = original
  }
  return calls
}

test.group('expandRoles: implied roles (spec 000 §6.1, §6.2)', () => {
  test('tutor implies approved (spec 000 §6.1)', ({ assert }) => {
    assert.sameMembers([...expandRoles(['tutor'])], ['tutor', 'approved'])
  })

  test('blocked:community implies blocked (spec 000 §6.1)', ({ assert }) => {
    assert.sameMembers([...expandRoles(['blocked:community'])], ['blocked:community', 'blocked'])
  })

  test('admin:basic implies approved (spec 000 §6.2)', ({ assert }) => {
    assert.sameMembers([...expandRoles(['admin:basic'])], ['admin:basic', 'approved'])
  })

  test('admin:safety implies admin:policy (spec 000 §6.2)', ({ assert }) => {
    assert.sameMembers([...expandRoles(['admin:safety'])], ['admin:safety', 'admin:policy'])
  })

  test('roles without implications expand to themselves only', ({ assert }) => {
    assert.sameMembers([...expandRoles(['unapproved', 'ai:pilot'])], ['unapproved', 'ai:pilot'])
    assert.equal(expandRoles([]).size, 0)
  })

  test('admin:super implies nearly all admin roles, but not the partner affiliations (spec 000 §6.2)', ({ assert }) => {
    const roles = expandRoles(['admin:super'])
    const excluded: Role[] = ['admin:collegeboard', 'admin:teach_for_america', 'admin:federal_work_study', 'admin:intern']
    for (const role of ADMIN_ROLES) {
      if (excluded.includes(role)) {
        assert.isFalse(roles.has(role), `admin:super must not imply ${role}`)
      } else {
        assert.isTrue(roles.has(role), `admin:super must imply ${role}`)
      }
    }
  })

  test('expansion is transitive: admin:super ⇒ admin:safety ⇒ admin:policy, admin:super ⇒ admin:basic ⇒ approved (spec 000 §6.2)', ({ assert }) => {
    const roles = expandRoles(['admin:super'])
    assert.isTrue(roles.has('admin:policy'))
    assert.isTrue(roles.has('admin:basic'))
    assert.isTrue(roles.has('approved'))
    // approved is a user role: it can only come from the admin:basic implication.
    assert.isFalse(roles.has('tutor'))
    assert.isFalse(roles.has('blocked'))
  })

  test('duplicate stored roles collapse into one set entry', ({ assert }) => {
    const roles = expandRoles(['tutor', 'tutor', 'approved'])
    assert.sameMembers([...roles], ['tutor', 'approved'])
  })

  test('an unknown role is dropped and logged as "Role is not recognized" (spec 000 §6.1)', ({ assert }) => {
    let roles = new Set<Role>()
    const warnings = captureWarnings(() => {
      roles = expandRoles(['tutor', 'wizard', 'admin:wizard'])
    })
    assert.sameMembers([...roles], ['tutor', 'approved'])
    assert.lengthOf(warnings, 2)
    assert.deepEqual(warnings.map((args) => args[1]), ['Role is not recognized', 'Role is not recognized'])
    assert.sameDeepMembers(
      warnings.map((args) => args[0]),
      [{ role: 'wizard' }, { role: 'admin:wizard' }]
    )
  })

  test('known roles do not log any warning', ({ assert }) => {
    const warnings = captureWarnings(() => {
      expandRoles(['admin:super', 'tutor', 'blocked:community'])
    })
    assert.lengthOf(warnings, 0)
  })

  test('age buckets derived from the birth date are still recognized roles', ({ assert }) => {
    const warnings = captureWarnings(() => {
      assert.isTrue(expandRoles(['age:13-to-under-16']).has('age:13-to-under-16'))
    })
    assert.lengthOf(warnings, 0)
  })
})

test.group('reviewState (spec 001 §4.4)', () => {
  test('approved, rejected, blocked and blocked:community are reviewed', ({ assert }) => {
    for (const role of ['approved', 'rejected', 'blocked', 'blocked:community']) {
      assert.equal(reviewState(expandRoles([role]), false), 'reviewed', role)
      assert.equal(reviewState(expandRoles([role]), true), 'reviewed', role)
    }
  })

  test('tutor counts as reviewed through its implied approved role', ({ assert }) => {
    assert.equal(reviewState(expandRoles(['tutor']), false), 'reviewed')
  })

  test('unreviewed with onboarding details, not_onboarded without', ({ assert }) => {
    assert.equal(reviewState(expandRoles(['unapproved']), true), 'unreviewed')
    assert.equal(reviewState(expandRoles([]), true), 'unreviewed')
    assert.equal(reviewState(expandRoles(['unapproved']), false), 'not_onboarded')
    assert.equal(reviewState(expandRoles([]), false), 'not_onboarded')
  })
})

test.group('isSuspended (spec 000 §6.1)', () => {
  test('blocked and blocked:community are suspended', ({ assert }) => {
    assert.isTrue(isSuspended(expandRoles(['blocked'])))
    assert.isTrue(isSuspended(expandRoles(['blocked:community'])))
    assert.isTrue(isSuspended(expandRoles(['approved', 'blocked'])))
  })

  test('other roles are not suspended', ({ assert }) => {
    assert.isFalse(isSuspended(expandRoles([])))
    assert.isFalse(isSuspended(expandRoles(['rejected', 'unapproved', 'tutor:revoked'])))
    assert.isFalse(isSuspended(expandRoles(['admin:super'])))
  })
})
