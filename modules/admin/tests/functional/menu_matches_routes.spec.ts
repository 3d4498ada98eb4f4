import { test } from '@japa/runner'
import { adminUrl, registeredAdminPages } from '#kernel/admin_menu'
import { ADMIN_ROLES, type AdminRole, type User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'

/*
 * What the admin menu shows and what the admin routes open cannot disagree (issue 8: the menu
 * and every admin route ask StaffConsolePolicy). For every registered admin page — the admin
 * module's and any a program registers — and every role case, the page is in the viewer's menu
 * exactly when its address opens. Both sides are read from the running app: the menu from the
 * console Home's `admin` prop, the access from a request to the page.
 */
type Case = { label: string; roles: AdminRole[] | null }

/* Every admin role with admin:basic, every admin role alone, a learner and a visitor. */
const CASES: Case[] = [
  ...ADMIN_ROLES.map((role) => ({ label: role === 'admin:basic' ? 'admin:basic' : `admin:basic + ${role}`, roles: [...new Set<AdminRole>(['admin:basic', role])] })),
  ...ADMIN_ROLES.filter((role) => role !== 'admin:basic').map((role) => ({ label: `${role} alone`, roles: [role] })),
  { label: 'learner', roles: [] },
  { label: 'visitor', roles: null },
]

const users = new Map<string, User>()

test.group('Admin menu visibility equals route access (spec 000 §2.6, §6.3)', (group) => {
  group.setup(async () => {
    for (const entry of CASES) {
      if (entry.roles) users.set(entry.label, await makeUser({ roles: entry.roles.length ? entry.roles : ['approved'] }))
    }
  })

  test('{label}')
    .with(CASES)
    .run(async ({ client, assert }, entry) => {
      const user = users.get(entry.label)
      const get = (url: string) => {
        const request = client.get(url).withInertia().redirects(0)
        return user ? request.loginAs(user) : request
      }
      // The menu is shown on every console page; a viewer the console refuses has none.
      const home = await get('/admin')
      const menu = home.status() === 200 ? home.inertiaProps.admin.menu : { home: null, entries: [] }
      const inMenu = new Set<string>([menu.home?.key, ...menu.entries.map((item: { key: string }) => item.key)].filter(Boolean))

      const pages = registeredAdminPages()
      assert.isAbove(pages.length, 0)
      const mismatches: string[] = []
      for (const page of pages) {
        const response = await get(adminUrl(page.path))
        const opens = response.status() === 200 && response.body()?.component !== 'identity/access_blocked'
        if (opens !== inMenu.has(page.key)) {
          mismatches.push(`${page.key}: menu ${inMenu.has(page.key) ? 'shows' : 'hides'} it, route answers ${response.status()}`)
        }
      }
      assert.deepEqual(mismatches, [], entry.label)
    })
    .timeout(60_000)
})
