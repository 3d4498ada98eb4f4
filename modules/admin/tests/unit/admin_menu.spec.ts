import { test } from '@japa/runner'
import { LEADING_SLASH_ERROR, adminUrl, buildAdminMenu, registerAdminPage, type AdminPageRegistration } from '#kernel/admin_menu'
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
    const users = ADMIN_PAGES.users
    assert.throws(() => registerAdminPage({ ...users, path: 'people' }), /already registered/)
    assert.throws(() => registerAdminPage({ ...users, key: 'people' }), /already registered/)
    assert.throws(() => registerAdminPage({ key: 'odd', label: 'Odd', path: 'odd', requiresAny: ['tutor' as 'admin:x'] }), /not an admin role/)
  })

  test('the Home stands on its own; the other entries are sorted by name', ({ assert }) => {
    const pages = [page('zeta', 'Zeta'), page('alpha', 'alpha'), page('mid', 'Mid'), { ...page('home', 'Home'), path: '' }]
    const menu = buildAdminMenu(pages)
    assert.deepEqual(
      menu.entries.map((entry) => entry.label),
      ['alpha', 'Mid', 'Zeta']
    )
    assert.deepEqual(menu.home, { key: 'home', label: 'Home', href: '/admin', description: null })
    assert.deepEqual(buildAdminMenu([]), { home: null, entries: [], columns: 1 })
  })

  test('two columns only when more than 15 entries are visible', ({ assert }) => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => page(`p${index}`, `Page ${String(index).padStart(2, '0')}`))
    assert.equal(buildAdminMenu(many(15)).columns, 1)
    assert.equal(buildAdminMenu(many(16)).columns, 2)
    // The Home is not counted (decision).
    assert.equal(buildAdminMenu([...many(15), { ...page('home', 'Home'), path: '' }]).columns, 1)
  })
})
