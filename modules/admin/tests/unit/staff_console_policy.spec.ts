import { test } from '@japa/runner'
import type { AdminPageRegistration } from '#kernel/admin_menu'
import { ADMIN_ROLES, expandRoles, type AdminRole, type User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import StaffConsolePolicy from '../../policies/staff_console_policy.js'

/*
 * StaffConsolePolicy against spec 000 §6.3 "Admin menu access", written from the spec's table:
 * the console needs the basic admin role, then each page the roles of its row (any one), with
 * the implications of §6.2 applied (identity's expandRoles).
 */
type PageAbility =
  | 'home'
  | 'users'
  | 'sessions'
  | 'templates'
  | 'programIterations'
  | 'emailSwap'
  | 'settingsWebsite'
  | 'settingsMarketingSources'
  | 'settingsSlackLinks'

const SPEC_6_3: Record<PageAbility, AdminRole[]> = {
  home: ['admin:basic'],
  users: ['admin:safety'],
  sessions: ['admin:policy', 'admin:mentor'],
  templates: ['admin:super', 'admin:teach_for_america'],
  programIterations: ['admin:super'],
  emailSwap: ['admin:super'],
  // "both Settings pages" of §6.3, and the general settings page (decision: the same role).
  settingsWebsite: ['admin:super'],
  settingsMarketingSources: ['admin:super'],
  settingsSlackLinks: ['admin:super'],
}

type Case = { label: string; roles: AdminRole[] }

/* Every admin role with admin:basic, every admin role alone, and a learner. */
const CASES: Case[] = [
  ...ADMIN_ROLES.map((role) => ({ label: role === 'admin:basic' ? 'admin:basic' : `admin:basic + ${role}`, roles: [...new Set<AdminRole>(['admin:basic', role])] })),
  ...ADMIN_ROLES.filter((role) => role !== 'admin:basic').map((role) => ({ label: `${role} alone`, roles: [role] })),
  { label: 'learner', roles: [] },
]

const users = new Map<string, User>()
const policy = new StaffConsolePolicy()

test.group('StaffConsolePolicy (spec 000 §6.3)', (group) => {
  group.setup(async () => {
    for (const entry of CASES) users.set(entry.label, await makeUser({ roles: entry.roles.length ? entry.roles : ['approved'] }))
  })

  test('console: the basic admin role (held, or implied by super), whatever else is held', async ({ assert }) => {
    for (const entry of CASES) {
      assert.equal(await policy.console(users.get(entry.label)!), expandRoles(entry.roles).has('admin:basic'), entry.label)
    }
  })

  test('{$self} page: admin:basic and one of its roles of spec 000 §6.3')
    .with(Object.keys(SPEC_6_3) as PageAbility[])
    .run(async ({ assert }, ability) => {
      for (const entry of CASES) {
        const held = expandRoles(entry.roles)
        const expected = held.has('admin:basic') && SPEC_6_3[ability].some((role) => held.has(role))
        assert.equal(await policy[ability](users.get(entry.label)!), expected, `${ability} for ${entry.label}`)
      }
    })

  test('a page registered with its own roles (a program page) opens for those roles only', async ({ assert }) => {
    // Not registered: a registration is what a program hands to #kernel/admin_menu.
    const page: AdminPageRegistration = { key: 'sat-tools', label: 'SAT', path: 'sat', requiresAny: ['admin:collegeboard'] }
    const partner = await makeUser({ roles: ['admin:basic', 'admin:collegeboard'] })
    assert.isTrue(await policy.openPage(partner, page))
    // super does not imply the partner affiliation collegeboard (decision in identity's roles).
    assert.isFalse(await policy.openPage(users.get('admin:basic + admin:super')!, page))
    assert.isFalse(await policy.openPage(users.get('admin:collegeboard alone')!, page))
  })

  test('openPage by key reads the registration; an unknown key is a programming error', async ({ assert }) => {
    const safety = users.get('admin:basic + admin:safety')!
    assert.isTrue(await policy.openPage(safety, 'users'))
    assert.isFalse(await policy.openPage(safety, 'templates'))
    await assert.rejects(() => policy.openPage(safety, 'no-such-page'), /not registered/)
  })
})
