import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { listPageNames, pageNameFromPath } from '#kernel/codegen/page_names'

/* Inertia page names, derived from the three page roots (app/kernel/codegen/page_names.ts). */

test.group('pageNameFromPath', () => {
  test('resources/inertia/pages/<name>.tsx gives <name>', ({ assert }) => {
    assert.equal(pageNameFromPath('resources/inertia/pages/errors/not_found.tsx'), 'errors/not_found')
    assert.equal(pageNameFromPath('resources/inertia/pages/home.tsx'), 'home')
  })

  test('modules/<m>/ui/pages/<name>.tsx gives <m>/<name>', ({ assert }) => {
    assert.equal(pageNameFromPath('modules/identity/ui/pages/signup.tsx'), 'identity/signup')
    assert.equal(pageNameFromPath('modules/identity/ui/pages/settings/profile.tsx'), 'identity/settings/profile')
  })

  test('programs/<p>/ui/pages/<name>.tsx gives programs/<p>/<name>', ({ assert }) => {
    assert.equal(
      pageNameFromPath('programs/college_admissions_workshops/ui/pages/x.tsx'),
      'programs/college_admissions_workshops/x'
    )
  })

  test('a leading ./ is ignored', ({ assert }) => {
    assert.equal(pageNameFromPath('./modules/identity/ui/pages/login.tsx'), 'identity/login')
  })

  test('any other path is an error', ({ assert }) => {
    for (const path of [
      'app/kernel/page.tsx',
      'modules/identity/ui/components/form.tsx',
      'modules/ui/pages/x.tsx',
      'resources/inertia/components/logo.tsx',
      'programs/foo/pages/x.tsx',
      'tests/resources/inertia/pages/x.tsx',
    ]) {
      assert.throws(() => pageNameFromPath(path), `Not an Inertia page path: ${path}`)
    }
  })
})

test.group('listPageNames', () => {
  test('the app lists identity/access_blocked among its pages, without duplicates, sorted', ({ assert }) => {
    const names = listPageNames(app.appRoot.pathname)
    assert.include(names, 'identity/access_blocked')
    assert.include(names, 'errors/not_found')
    assert.equal(new Set(names).size, names.length)
    assert.deepEqual(names, [...names].sort())
  })

  test('a fixture tree: every root is found, non-.tsx files are ignored, names are sorted', ({ assert, cleanup }) => {
    const root = mkdtempSync(join(tmpdir(), 'page-names-'))
    cleanup(() => rmSync(root, { recursive: true, force: true }))
    const files = [
      'resources/inertia/pages/errors/not_found.tsx',
      'modules/zeta/ui/pages/a.tsx',
      'modules/alpha/ui/pages/deep/b.tsx',
      'modules/alpha/ui/pages/helper.ts',
      'modules/alpha/ui/components/c.tsx',
      'programs/camp/ui/pages/home.tsx',
    ]
    for (const file of files) {
      mkdirSync(dirname(join(root, file)), { recursive: true })
      writeFileSync(join(root, file), 'export default null\n')
    }
    assert.deepEqual(listPageNames(root), ['alpha/deep/b', 'errors/not_found', 'programs/camp/home', 'zeta/a'])
  })
})
