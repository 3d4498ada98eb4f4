import { test } from '@japa/runner'
import {
  LEADING_SLASH_ERROR,
  adminMenuFor,
  adminUrl,
  buildAdminMenu,
  registerAdminPage,
  type AdminPageRegistration,
} from '#kernel/admin_menu'
import { expandRoles } from '#modules/identity/index'
import { ADMIN_PAGES } from '#modules/admin/index'

const page = (key: string, label: string, requiresAny: AdminPageRegistration['requiresAny'] = ['admin:super']): AdminPageRegistration => ({
  key,
  label,
  path: key,
  requiresAny,
})

test.group('Admin menu (spec 000 §2.6, spec 002 §8)', () => {
  test('an admin path with a leading slash is refused with the spec message', ({ assert }) => {
    assert.throws(() => registerAdminPage({ key: 'slashed', label: 'Slashed', path: '/slashed', requiresAny: ['admin:super'] }), LEADING_SLASH_ERROR)
    assert.throws(() => adminUrl('/users'), 'Invalid input url, should not contain a leading slash')
    assert.equal(adminUrl('users'), '/admin/users')
    assert.equal(adminUrl('program/iterations'), '/admin/program/iterations')
    assert.equal(adminUrl(''), '/admin')
  })

  test('a key registered again for another path is a clash', ({ assert }) => {
    assert.throws(() => registerAdminPage({ key: 'users', label: 'Users', path: 'people', requiresAny: ['admin:safety'] }), /already registered/)
    assert.throws(() => registerAdminPage({ key: 'people', label: 'People', path: 'users', requiresAny: ['admin:safety'] }), /already registered/)
    assert.throws(() => registerAdminPage({ key: 'odd', label: 'Odd', path: 'odd', requiresAny: ['tutor' as 'admin:x'] }), /not an admin role/)
  })

  test('entries are sorted by name and shown only when a role allows', ({ assert }) => {
    const pages = [page('zeta', 'Zeta'), page('alpha', 'alpha'), page('mid', 'Mid', ['admin:mentor']), page('home', 'Home', ['admin:basic'])]
    pages[3] = { ...pages[3], path: '' }
    const superMenu = buildAdminMenu(pages, new Set(['admin:basic', 'admin:super']))
    assert.deepEqual(
      superMenu.entries.map((entry) => entry.label),
      ['alpha', 'Zeta']
    )
    assert.equal(superMenu.home?.href, '/admin')
    const mentorMenu = buildAdminMenu(pages, new Set(['admin:basic', 'admin:mentor']))
    assert.deepEqual(
      mentorMenu.entries.map((entry) => entry.href),
      ['/admin/mid']
    )
    // Without admin:basic nothing is shown, whatever else is held (spec 000 §6.3).
    assert.deepEqual(buildAdminMenu(pages, new Set(['admin:super'])), { home: null, entries: [], columns: 1 })
  })

  test('two columns only when more than 15 entries are visible', ({ assert }) => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => page(`p${index}`, `Page ${String(index).padStart(2, '0')}`))
    const roles = new Set(['admin:basic', 'admin:super'])
    assert.equal(buildAdminMenu(many(15), roles).columns, 1)
    assert.equal(buildAdminMenu(many(16), roles).columns, 2)
  })

  test("the admin module's pages follow the access table of spec 000 §6.3", ({ assert }) => {
    // Other capabilities add their own pages; this looks at the admin module's.
    const own = new Set<string>(Object.values(ADMIN_PAGES).map((entry) => entry.key))
    const labels = (roles: string[]) =>
      adminMenuFor(expandRoles(roles))
        .entries.filter((entry) => own.has(entry.key))
        .map((entry) => entry.label)
    assert.deepEqual(labels(['admin:basic']), [])
    assert.deepEqual(labels(['admin:basic', 'admin:safety']), ['Sessions', 'Users'])
    assert.deepEqual(labels(['admin:basic', 'admin:mentor']), ['Sessions'])
    assert.deepEqual(labels(['admin:basic', 'admin:teach_for_america']), ['Templates'])
    assert.deepEqual(labels(['admin:basic', 'admin:super']), [
      'Program Iterations',
      'Sessions',
      'Settings: Marketing Sources',
      'Settings: Slack Links',
      'Settings: Website',
      'Templates',
      'Users',
    ])
    assert.equal(adminMenuFor(expandRoles(['admin:basic'])).home?.label, 'Home')
    const all = adminMenuFor(expandRoles(['admin:basic', 'admin:super'])).entries.map((entry) => entry.label)
    assert.deepEqual(all, [...all].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
  })
})
