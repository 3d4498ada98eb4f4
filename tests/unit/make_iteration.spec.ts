import { test } from '@japa/runner'
import { cp, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import { findProgram } from '#kernel/programs/registry'
import { nextIterationConfig } from '#kernel/programs/next_iteration'
import { writeNextIteration } from '#modules/programs/actions/write_next_iteration'

/*
 * `node ace make:iteration` (issue 17 §4): the next iteration from the last one, dates moved by
 * whole weeks to the same weekday of the next month, validated before it is written, never
 * overwriting a month that exists.
 */
const ZONE = 'America/New_York'
const source = {
  key: '2026-03',
  config: {
    title: 'March 2026',
    tutorRegistrationOpensAt: '2026-01-19T09:00',
    learnerRegistrationOpensAt: '2026-02-02T09:00',
    learnerDeadlineAt: '2026-02-27T23:59',
    // The first Monday of March 2026, before the DST change of 8 March.
    startsAt: '2026-03-02T19:00',
    endsAt: '2026-03-26T21:00',
    offerings: [
      { offering: 'the-essay', seriesTemplateSlug: 'caw-2026-03-the-essay', ratio: 0.6 },
      { offering: 'getting-unstuck', seriesTemplateSlug: 'caw-2026-03-getting-unstuck', ratio: 0.4, startsAt: '2026-03-04T19:00', endsAt: '2026-03-04T20:15' },
    ],
    surveys: {
      learnerPre: 'https://forms.example.org/caw/2026-03/learner-pre',
      learnerPost: 'https://forms.example.org/caw/2026-03/learner-post',
      tutorPre: 'https://forms.example.org/caw/2026_03/tutor-pre',
      tutorPost: 'https://forms.example.org/caw/tutor-post',
    },
  },
}

test.group('make:iteration (issue 17 §4)', (group) => {
  // Inside the app, so the copied files resolve #kernel imports like the real ones.
  group.setup(async () => {
    await mkdir(join(process.cwd(), 'tmp'), { recursive: true })
  })

  test('moves every date by whole weeks to the same weekday of the next month, wall-clock times kept across DST', ({ assert }) => {
    const next = nextIterationConfig(source, { zone: ZONE })
    assert.equal(next.key, '2026-04')
    assert.equal(next.fileName, '2026_04.ts')
    assert.equal(next.weeksMoved, 5) // 2 March → 6 April: the first Monday of each
    assert.equal(next.config.title, 'April 2026')
    assert.equal(next.config.startsAt, '2026-04-06T19:00')
    assert.equal(next.config.endsAt, '2026-04-30T21:00')
    assert.equal(next.config.tutorRegistrationOpensAt, '2026-02-23T09:00')
    assert.equal(next.config.learnerDeadlineAt, '2026-04-03T23:59')
    assert.deepEqual(next.config.offerings[1], {
      offering: 'getting-unstuck',
      seriesTemplateSlug: 'caw-2026-04-getting-unstuck',
      ratio: 0.4,
      startsAt: '2026-04-08T19:00',
      endsAt: '2026-04-08T20:15',
    })
    assert.equal(next.config.surveys.learnerPre, 'https://forms.example.org/caw/2026-04/learner-pre')
    assert.equal(next.config.surveys.tutorPre, 'https://forms.example.org/caw/2026_04/tutor-pre')
    assert.equal(next.config.surveys.tutorPost, 'https://forms.example.org/caw/tutor-post')
    for (const field of ['startsAt', 'endsAt', 'tutorRegistrationOpensAt'] as const) {
      const before = DateTime.fromISO(source.config[field], { zone: ZONE })
      const after = DateTime.fromISO(next.config[field], { zone: ZONE })
      assert.equal(after.weekday, before.weekday, field)
    }
  })

  test('a chosen month keeps the weekday ordinal; a fifth weekday falls back to the last one', ({ assert }) => {
    const fifth = { ...source, key: '2026-03', config: { ...source.config, startsAt: '2026-03-30T19:00', endsAt: '2026-04-02T21:00', offerings: [source.config.offerings[0]].map((o) => ({ ...o, ratio: 1 })) } }
    const next = nextIterationConfig(fifth, { zone: ZONE, month: '2026-06' })
    assert.equal(next.config.startsAt, '2026-06-29T19:00') // June 2026 has a fifth Monday: the 29th
    const noFifth = nextIterationConfig(fifth, { zone: ZONE, month: '2026-04' })
    assert.equal(noFifth.config.startsAt, '2026-04-27T19:00') // April 2026's last Monday
    assert.throws(() => nextIterationConfig(source, { zone: ZONE, month: '2026-02' }), /must start after 2026-03/)
    assert.throws(() => nextIterationConfig(source, { zone: ZONE, month: 'March' }), /--month must look like 2027-01/)
  })

  test('writes a file that boot validates, and refuses to overwrite a month that exists', async ({ assert, cleanup }) => {
    const workshops = findProgram('college-admissions-workshops')!
    const root = await mkdtemp(join(process.cwd(), 'tmp', 'make-iteration-'))
    cleanup(() => rm(root, { recursive: true, force: true }))
    await cp(join(workshops.root, 'iterations', '2025_11.ts'), join(root, 'iterations', '2025_11.ts'), { recursive: true })
    const program = { ...workshops, root }

    const written = await writeNextIteration(program)
    assert.equal(written.key, '2025-12')
    assert.deepEqual((await readdir(join(root, 'iterations'))).sort(), ['2025_11.ts', '2025_12.ts'])
    const text = await readFile(join(root, 'iterations', '2025_12.ts'), 'utf8')
    assert.include(text, "seriesTemplateSlug: 'caw-2025-12-the-essay'")
    assert.include(text, "startsAt: '2025-12-01T19:00'")
    const loaded = (await import(join(root, 'iterations', '2025_12.ts'))).default
    assert.equal(loaded.title, 'December 2025')

    await assert.rejects(() => writeNextIteration(program, { from: '2025-11', month: '2025-12' }), /2025_12\.ts already exists/)
    await assert.rejects(() => writeNextIteration(program, { from: '2024-01' }), /has no iteration 2024-01/)
    assert.equal(await readFile(join(root, 'iterations', '2025_12.ts'), 'utf8'), text)
  })

  test('an iteration that would not validate is not written', async ({ assert, cleanup }) => {
    const workshops = findProgram('college-admissions-workshops')!
    const root = await mkdtemp(join(process.cwd(), 'tmp', 'make-iteration-'))
    cleanup(() => rm(root, { recursive: true, force: true }))
    await cp(join(workshops.root, 'iterations', '2025_11.ts'), join(root, 'iterations', '2025_11.ts'), { recursive: true })
    // A program that no longer offers one of the copied offerings.
    const program = { ...workshops, root, offerings: workshops.offerings.filter((o) => o.slug !== 'the-essay') }
    await assert.rejects(() => writeNextIteration(program), /field "offerings.0.offering"/)
    assert.deepEqual(await readdir(join(root, 'iterations')), ['2025_11.ts'])
  })
})
