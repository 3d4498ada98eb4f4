import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { resolvePrograms } from '#kernel/programs/registry'
import { programLoaders } from '#start/programs'
import { PROGRAM_SLUG } from '../../constants.js'

/*
 * Issue 16 "Done when: removing its folder and line leaves everything else green (show it)";
 * DESIGN "Removing a program's folder and its line in the program list must leave the rest building
 * and passing". Without deleting anything: the program list minus this program still resolves
 * (every other manifest and iteration validates), and nothing outside the folder but its one line
 * in start/programs.ts names the folder or its tables.
 */
const root = app.makePath()
const FOLDERS = ['app', 'modules', 'programs', 'start', 'config', 'database', 'resources', 'tests', 'commands', 'providers']

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return ['node_modules', 'sat_bootcamp', '.adonisjs'].includes(entry.name) ? [] : sourceFiles(path)
    return /\.(ts|tsx|js)$/.test(entry.name) ? [path] : []
  })
}

test.group('SAT Bootcamp is removable (issue 16; DESIGN plugin contract)', () => {
  test('the program list without the SAT Bootcamp resolves and validates', async ({ assert }) => {
    const others = []
    for (const load of programLoaders) {
      const loaded = (await load()) as { default?: { slug?: string } }
      if (loaded.default?.slug !== PROGRAM_SLUG) others.push(load)
    }
    assert.lengthOf(others, programLoaders.length - 1, 'the SAT Bootcamp is one line of the list')
    const resolved = await resolvePrograms(others)
    assert.lengthOf(resolved, others.length)
    assert.notInclude(resolved.map((entry) => entry.program.slug), PROGRAM_SLUG)
  })

  test('no file outside programs/sat_bootcamp imports it or uses its tables, but its line in start/programs.ts', ({ assert }) => {
    const offenders = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))
      .filter((file) => {
        const text = readFileSync(file, 'utf8')
        return /programs\/sat_bootcamp\/|['"`]sat_bootcamp_[a-z_]+['"`]/.test(text)
      })
      .map((file) => relative(root, file))
      .filter((file) => file !== join('start', 'programs.ts'))
    assert.deepEqual(offenders, [])
  })
})
