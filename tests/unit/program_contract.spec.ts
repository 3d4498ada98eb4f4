import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { DateTime } from 'luxon'
import { listPageNames } from '#kernel/codegen/page_names'
import { registrarFor } from '#kernel/hooks'
import { migrationPaths } from '#app/support/database/migration_paths'
import { defineProgram, type IterationConfig } from '#kernel/programs/define_program'
import { InvalidIterationError, validateIteration } from '#kernel/programs/iteration_schema'
import { iterationPhase, listPrograms, resolvePrograms } from '#kernel/programs/registry'
import { runDueDeadlines, MAX_ATTEMPTS } from '#modules/programs/index'
import { syncProgramTemplates } from '#modules/programs/index'
import type { ProgramTemplateInput } from '#modules/series/index'
import { joinWaitlist, leaveWaitlist, isOnWaitlist, NEXT_ITERATION, UnknownWaitlistError } from '#modules/programs/index'
import { findAProgram } from '#modules/programs/index'
import { programLoaders } from '#start/programs'
import { makeUser } from '#tests/helpers/users'

/*
 * The program plugin contract (Kernel issue §4; DESIGN "The plugin contract"): every registered
 * program has a unique slug, keeps to its prefixes (routes programs.<folder>.*, pages
 * programs/<folder>/*, tables <folder>_*), renders only pages that exist, and every iteration is
 * valid (spec 001 §4.6 order). Plus the kernel's own behaviour: iteration validation messages,
 * an empty program list, deadline tasks, waitlists and sync.
 */

const root = app.makePath()
/* Tests that need a registered program to work with are skipped when none is (a program removed). */
const noPrograms = () => listPrograms().length === 0
const programsDir = app.makePath('programs')

function programFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : programFiles(path)
    return /\.(ts|js)$/.test(entry.name) ? [path] : []
  })
}

test.group('Program contract: every registered program', () => {
  test('at least the listed programs are registered, with unique slugs and folders', ({ assert }) => {
    const programs = listPrograms()
    assert.lengthOf(programs, programLoaders.length)
    assert.equal(new Set(programs.map((p) => p.slug)).size, programs.length, 'slugs are unique')
    assert.equal(new Set(programs.map((p) => p.folder)).size, programs.length, 'folders are unique')
    for (const program of programs) {
      assert.isTrue(existsSync(join(programsDir, program.folder, 'program.ts')) || existsSync(join(programsDir, program.folder, 'program.js')), `${program.folder}/program.ts exists`)
    }
  })

  test('every program folder under programs/ is listed in start/programs.ts', ({ assert }) => {
    const folders = existsSync(programsDir)
      ? readdirSync(programsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
      : []
    const registered = new Set(listPrograms().map((p) => p.folder))
    for (const folder of folders) assert.isTrue(registered.has(folder), `programs/${folder} is registered`)
  })

  test('route names use programs.<folder>.*', ({ assert }) => {
    for (const program of listPrograms()) {
      for (const route of program.routes) {
        assert.isString(route.name, `${route.pattern} has a name`)
        assert.isTrue(route.name!.startsWith(`programs.${program.folder}.`), `${route.name} starts with programs.${program.folder}.`)
      }
    }
  })

  test('every page a program lists uses its prefix and exists', ({ assert }) => {
    const pages = new Set(listPageNames(root))
    for (const program of listPrograms()) {
      for (const page of program.pages) {
        assert.isTrue(page.startsWith(`programs/${program.folder}/`), `${page} uses programs/${program.folder}/`)
        assert.isTrue(pages.has(page), `${page} exists`)
      }
      for (const flow of program.consent ?? []) {
        for (const step of flow.steps) assert.include(program.pages, step.page, `consent step ${step.slug} is a listed page`)
      }
      // Pages under the program's ui/pages are listed in the manifest (nothing renders unlisted pages).
      for (const page of [...pages].filter((name) => name.startsWith(`programs/${program.folder}/`))) {
        assert.include(program.pages, page, `${page} is listed in the manifest`)
      }
    }
  })

  test('inertia.render calls in a program name only its own listed pages', ({ assert }) => {
    for (const program of listPrograms()) {
      for (const file of programFiles(join(programsDir, program.folder)).filter((f) => !f.includes('/ui/'))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/inertia\.render\(\s*['"`]([^'"`]+)['"`]/g)) {
          assert.include(program.pages, match[1], `${relative(root, file)} renders a listed page`)
        }
      }
    }
  })

  test('tables a program creates or models use <folder>_*', ({ assert }) => {
    for (const program of listPrograms()) {
      for (const file of programFiles(join(programsDir, program.folder))) {
        const source = readFileSync(file, 'utf8')
        const tables = [
          ...source.matchAll(/createTable\(\s*['"]([^'"]+)['"]/g),
          ...source.matchAll(/static\s+table\s*=\s*['"]([^'"]+)['"]/g),
        ].map((m) => m[1])
        for (const table of tables) {
          assert.isTrue(table.startsWith(`${program.folder}_`), `${relative(root, file)}: table ${table} starts with ${program.folder}_`)
        }
      }
      if (existsSync(join(programsDir, program.folder, 'database', 'migrations'))) {
        assert.include(migrationPaths, `programs/${program.folder}/database/migrations`, 'its migrations folder is registered')
      }
    }
  })

  test('every iteration file validates again from disk, and template slugs are unique', async ({ assert }) => {
    const resolved = await resolvePrograms(programLoaders)
    const slugs = new Set<string>()
    for (const { program } of resolved) {
      assert.isAbove(program.iterations.length, 0, `${program.slug} has iterations`)
      for (const iteration of program.iterations) {
        assert.isTrue(iteration.tutorRegistrationOpensAt <= iteration.learnerRegistrationOpensAt)
        assert.isTrue(iteration.learnerRegistrationOpensAt <= iteration.learnerDeadlineAt)
        // Rolling programs (dialogues) keep registration open while they run, until the end.
        const closesBy = program.enrollment === 'rolling' ? iteration.endsAt : iteration.startsAt
        assert.isTrue(iteration.learnerDeadlineAt <= closesBy, `${program.slug} ${iteration.key}`)
        for (const offering of iteration.offerings) {
          assert.isFalse(slugs.has(offering.seriesTemplateSlug), `${offering.seriesTemplateSlug} is unique`)
          slugs.add(offering.seriesTemplateSlug)
        }
      }
    }
  })
})

const GOOD: IterationConfig = {
  title: 'March 2030',
  tutorRegistrationOpensAt: '2030-01-21T09:00',
  learnerRegistrationOpensAt: '2030-02-04T09:00',
  learnerDeadlineAt: '2030-03-01T23:59',
  startsAt: '2030-03-04T19:00',
  endsAt: '2030-03-28T21:00',
  offerings: [
    { offering: 'alpha', seriesTemplateSlug: 'x-2030-03-alpha', ratio: 0.6 },
    { offering: 'beta', seriesTemplateSlug: 'x-2030-03-beta', ratio: 0.4 },
  ],
  surveys: {
    learnerPre: 'https://forms.peerhaven.org/x/2030-03/learner-pre',
    learnerPost: 'https://forms.peerhaven.org/x/2030-03/learner-post',
    tutorPre: 'https://forms.peerhaven.org/x/2030-03/tutor-pre',
    tutorPost: 'https://forms.peerhaven.org/x/2030-03/tutor-post',
  },
}
const CONTEXT = {
  file: 'programs/x/iterations/2030_03.ts',
  key: '2030-03',
  program: { slug: 'x', zone: 'America/New_York', offerings: [{ slug: 'alpha' }, { slug: 'beta' }] },
}

async function failure(raw: unknown) {
  try {
    await validateIteration(raw, CONTEXT)
  } catch (error) {
    if (error instanceof InvalidIterationError) return error
    throw error
  }
  throw new Error('expected the iteration to be invalid')
}

test.group('Iteration validation (spec 001 §4.6)', () => {
  test('a valid iteration gives New York instants', async ({ assert }) => {
    const iteration = await validateIteration(GOOD, CONTEXT)
    assert.equal(iteration.key, '2030-03')
    assert.equal(iteration.startsAt.zoneName, 'America/New_York')
    assert.equal(iteration.startsAt.toUTC().toISO(), '2030-03-05T00:00:00.000Z') // 19:00 EST = 00:00 UTC
    assert.equal(iteration.learnerRegistrationOpensAt.toUTC().toISO(), '2030-02-04T14:00:00.000Z')
    // Offerings default to the iteration's start and end.
    assert.isTrue(iteration.offerings[0].startsAt.equals(iteration.startsAt))
  })

  test('equal instants satisfy the order (≤)', async ({ assert }) => {
    const iteration = await validateIteration(
      { ...GOOD, learnerRegistrationOpensAt: GOOD.tutorRegistrationOpensAt, learnerDeadlineAt: '2030-03-04T19:00' },
      CONTEXT
    )
    assert.equal(iteration.key, '2030-03')
  })

  test('{field} out of order names the file and the field')
    .with([
      { field: 'learnerRegistrationOpensAt', patch: { learnerRegistrationOpensAt: '2030-01-20T09:00' } },
      { field: 'learnerDeadlineAt', patch: { learnerDeadlineAt: '2030-02-03T09:00' } },
      { field: 'startsAt', patch: { startsAt: '2030-03-01T23:00' } },
      { field: 'endsAt', patch: { endsAt: '2030-03-04T18:00' } },
    ])
    .run(async ({ assert }, { field, patch }) => {
      const error = await failure({ ...GOOD, ...patch })
      assert.equal(error.field, field)
      assert.include(error.message, 'programs/x/iterations/2030_03.ts')
      assert.include(error.message, `"${field}"`)
    })

  test('the order is checked in New York time across a DST change', async ({ assert }) => {
    // 2030-03-10 02:30 does not exist in New York (clocks jump to 03:00): Luxon moves it forward.
    const error = await failure({ ...GOOD, learnerDeadlineAt: '2030-03-10T02:30', startsAt: '2030-03-10T01:59', endsAt: '2030-03-28T21:00' })
    assert.equal(error.field, 'startsAt')
  })

  test('shape errors name the field: {field}')
    .with([
      { field: 'surveys.tutorPost', patch: { surveys: { ...GOOD.surveys, tutorPost: undefined } } },
      { field: 'surveys.learnerPre', patch: { surveys: { ...GOOD.surveys, learnerPre: 'http://forms.example.org/x' } } },
      { field: 'startsAt', patch: { startsAt: '4 March 2030' } },
      { field: 'title', patch: { title: '' } },
      { field: 'offerings', patch: { offerings: [] } },
      { field: 'offerings.0.ratio', patch: { offerings: [{ ...GOOD.offerings[0], ratio: 1.5 }, GOOD.offerings[1]] } },
    ])
    .run(async ({ assert }, { field, patch }) => {
      const error = await failure({ ...GOOD, ...patch })
      assert.equal(error.field, field)
      assert.include(error.message, CONTEXT.file)
    })

  test('an impossible date, an unknown offering and ratios not summing to 1 are refused', async ({ assert }) => {
    assert.equal((await failure({ ...GOOD, startsAt: '2030-02-30T19:00' })).field, 'startsAt')
    assert.equal(
      (await failure({ ...GOOD, offerings: [{ ...GOOD.offerings[0], offering: 'gamma' }, GOOD.offerings[1]] })).field,
      'offerings.0.offering'
    )
    const ratios = await failure({ ...GOOD, offerings: [{ ...GOOD.offerings[0], ratio: 0.5 }, GOOD.offerings[1]] })
    assert.equal(ratios.field, 'offerings')
    assert.include(ratios.message, 'sum to 0.9')
    assert.equal(
      (await failure({ ...GOOD, offerings: [{ ...GOOD.offerings[0], endsAt: '2030-04-01T00:00' }, GOOD.offerings[1]] })).field,
      'offerings.0.endsAt'
    )
  })

  test('a bad iteration file fails loading (boot) with the file and field', async ({ assert, cleanup }) => {
    const base = mkdtempSync(join(tmpdir(), 'ph-contract-'))
    cleanup(() => rmSync(base, { recursive: true, force: true }))
    const folder = join(base, 'broken_program')
    mkdirSync(join(folder, 'iterations'), { recursive: true })
    writeFileSync(join(folder, 'iterations', '2030_03.js'), `export default ${JSON.stringify({ ...GOOD, learnerDeadlineAt: '2030-03-05T00:00' })}\n`)
    const manifest = defineProgram({
      root: folder,
      slug: 'broken-program',
      title: 'Broken',
      description: 'A program with a bad iteration',
      world: 'hub',
      type: 'workshop',
      waitlists: { learner: 'b-learner', tutor: 'b-tutor' },
      offerings: [
        { slug: 'alpha', title: 'A', weeks: 2, sessionsPerWeek: 2, sessionMinutes: 60, maxLearners: 10, description: '', externalDescription: '', forLearners: [], forTutors: [] },
        { slug: 'beta', title: 'B', weeks: 2, sessionsPerWeek: 2, sessionMinutes: 60, maxLearners: 10, description: '', externalDescription: '', forLearners: [], forTutors: [] },
      ],
      register() {},
      pages: [],
    })
    await assert.rejects(
      () => resolvePrograms([async () => ({ default: manifest })]),
      /broken_program\/iterations\/2030_03\.js: field "startsAt"/
    )
  })

  test('two programs with the same slug fail loading', async ({ assert }) => {
    await assert.rejects(() => resolvePrograms([...programLoaders, ...programLoaders]), /already used/)
  }).skip(noPrograms, 'no program is registered')
})

test.group('Program registry without programs', () => {
  test('an empty program list loads, and /find-a-program logic lists nothing', async ({ assert }) => {
    assert.deepEqual(await resolvePrograms([]), [])
    // The kernel works from whatever is registered; with a filter matching nothing it is empty.
    const result = findAProgram({ world: 'no-such-world', program: null, page: 1 }, DateTime.utc())
    assert.deepEqual(result.programs, [])
    assert.equal(result.pagination.total, 0)
  })
})

test.group('iterationPhase', () => {
  test('walks upcoming → tutor → learner → closed → running → ended at the boundaries', async ({ assert }) => {
    const it = await validateIteration(GOOD, CONTEXT)
    const ms = (value: DateTime, delta: number) => value.plus({ milliseconds: delta })
    assert.equal(iterationPhase(it, ms(it.tutorRegistrationOpensAt, -1)), 'upcoming')
    assert.equal(iterationPhase(it, it.tutorRegistrationOpensAt), 'tutor_registration')
    assert.equal(iterationPhase(it, it.learnerRegistrationOpensAt), 'learner_registration')
    assert.equal(iterationPhase(it, it.learnerDeadlineAt), 'learner_registration')
    assert.equal(iterationPhase(it, ms(it.learnerDeadlineAt, 1)), 'registration_closed')
    assert.equal(iterationPhase(it, it.startsAt), 'running')
    assert.equal(iterationPhase(it, it.endsAt), 'running')
    assert.equal(iterationPhase(it, ms(it.endsAt, 1)), 'ended')
  })
})

test.group('Deadline tasks (programs:deadlines)', () => {
  test('a due task runs once; a future task waits; a failing task is retried up to the cap', async ({ assert }) => {
    const owner = `test:deadlines-${Date.now()}`
    const counts = { due: 0, future: 0, flaky: 0 }
    const now = DateTime.utc()
    registrarFor(owner).deadlines(() => [
      { key: 'due', dueAt: now.minus({ hours: 1 }).toJSDate(), run: async () => void counts.due++ },
      { key: 'future', dueAt: now.plus({ days: 1 }).toJSDate(), run: async () => void counts.future++ },
      {
        key: 'flaky',
        dueAt: now.minus({ minutes: 1 }).toJSDate(),
        run: async () => {
          counts.flaky++
          if (counts.flaky === 1) throw new Error('first try fails')
        },
      },
    ])

    const first = await runDueDeadlines(now)
    assert.include(first.ran, `${owner}:due`)
    assert.deepInclude(first.failed, { key: `${owner}:flaky`, error: 'first try fails' })
    const second = await runDueDeadlines(now)
    assert.include(second.skipped, `${owner}:due`)
    assert.include(second.ran, `${owner}:flaky`)
    const third = await runDueDeadlines(now)
    assert.include(third.skipped, `${owner}:flaky`)
    assert.deepEqual(counts, { due: 1, future: 0, flaky: 2 })

    await runDueDeadlines(now.plus({ days: 2 }))
    assert.equal(counts.future, 1)
  })

  test('a task that always fails stops after MAX_ATTEMPTS', async ({ assert }) => {
    const owner = `test:always-fails-${Date.now()}`
    let runs = 0
    registrarFor(owner).deadlines(() => [
      { key: 'broken', dueAt: new Date(Date.now() - 1000), run: async () => { runs++; throw new Error('nope') } },
    ])
    for (let pass = 0; pass < MAX_ATTEMPTS + 2; pass++) await runDueDeadlines(DateTime.utc())
    assert.equal(runs, MAX_ATTEMPTS)
  })

  test('two concurrent passes run a task once', async ({ assert }) => {
    const owner = `test:concurrent-${Date.now()}`
    let runs = 0
    registrarFor(owner).deadlines(() => [
      { key: 'once', dueAt: new Date(Date.now() - 1000), run: async () => { runs++ } },
    ])
    await Promise.all([runDueDeadlines(DateTime.utc()), runDueDeadlines(DateTime.utc()), runDueDeadlines(DateTime.utc())])
    assert.equal(runs, 1)
  })
})

test.group('Program waitlists (kernel)', () => {
  test('join is idempotent, leave soft-deletes, joining again restores', async ({ assert }) => {
    const program = listPrograms()[0]
    const user = await makeUser()
    const ref = { programSlug: program.slug, waitlist: program.waitlists.learner, iteration: NEXT_ITERATION, userId: user.id }
    assert.deepEqual(await joinWaitlist(ref), { status: 'joined' })
    assert.deepEqual(await joinWaitlist(ref), { status: 'already_on_list' })
    assert.isTrue(await isOnWaitlist(ref))
    assert.deepEqual(await leaveWaitlist(ref), { left: true })
    assert.deepEqual(await leaveWaitlist(ref), { left: false })
    assert.isFalse(await isOnWaitlist(ref))
    assert.deepEqual(await joinWaitlist(ref), { status: 'joined' })
    assert.isTrue(await isOnWaitlist(ref))
  }).skip(noPrograms, 'no program is registered')

  test('concurrent joins leave one entry', async ({ assert }) => {
    const program = listPrograms()[0]
    const user = await makeUser()
    const ref = { programSlug: program.slug, waitlist: program.waitlists.tutor, iteration: program.iterations[0].key, userId: user.id }
    const results = await Promise.all([joinWaitlist(ref), joinWaitlist(ref), joinWaitlist(ref)])
    assert.isAtLeast(results.filter((r) => r.status === 'joined').length, 1)
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const rows = await db.from('program_waitlist_entries').where('user_id', user.id)
    assert.lengthOf(rows, 1)
  }).skip(noPrograms, 'no program is registered')

  test('unknown programs, waitlists and iterations are refused', async ({ assert }) => {
    const program = listPrograms()[0]
    const user = await makeUser()
    await assert.rejects(() => joinWaitlist({ programSlug: 'nope', waitlist: 'x', iteration: 'next', userId: user.id }), UnknownWaitlistError)
    await assert.rejects(() => joinWaitlist({ programSlug: program.slug, waitlist: 'x', iteration: 'next', userId: user.id }), UnknownWaitlistError)
    await assert.rejects(
      () => joinWaitlist({ programSlug: program.slug, waitlist: program.waitlists.learner, iteration: '1999-01', userId: user.id }),
      UnknownWaitlistError
    )
  }).skip(noPrograms, 'no program is registered')
})

test.group('programs:sync (kernel side)', () => {
  test('reports created / changed / unchanged from the upsert', async ({ assert }) => {
    const store = new Map<string, string>()
    const upsert = async (input: ProgramTemplateInput) => {
      const value = JSON.stringify(input)
      const before = store.get(input.slug)
      store.set(input.slug, value)
      return { created: before === undefined, changed: before !== undefined && before !== value }
    }
    const programs = listPrograms()
    const total = programs.reduce((sum, p) => sum + p.iterations.reduce((n, it) => n + it.offerings.length, 0), 0)
    const first = await syncProgramTemplates(programs, upsert)
    assert.deepInclude(first, { created: total, changed: 0, unchanged: 0 })
    const second = await syncProgramTemplates(programs, upsert)
    assert.deepInclude(second, { created: 0, changed: 0, unchanged: total })
  })
})
