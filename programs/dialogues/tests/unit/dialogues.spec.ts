import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { findProgram, iterationPhase, learnerRegistrationOpen } from '#kernel/programs/registry'
import { validateIteration } from '#kernel/programs/iteration_schema'
import { generateSessionTimes } from '#modules/series/index'
import { OFFERINGS } from '../../offerings.js'
import { TOPIC_GROUPS, featuredTopicGroup } from '../../topic_groups.js'

/* spec 002 "Dialogues": formats, topic groups, the Fall 2025 season, club scheduling. */
const ny = (local: string) => DateTime.fromISO(local, { zone: 'America/New_York' })
const dialogues = () => findProgram('dialogues')!
const season = (key: string) => dialogues().iterations.find((iteration) => iteration.key === key)!

test.group('Dialogues', () => {
  test('a one-time event of 60 minutes and a club of 60 minutes meeting every two weeks', ({ assert }) => {
    const [event, club] = OFFERINGS
    assert.deepInclude(event, { oneTime: true, sessionMinutes: 60 })
    assert.deepInclude(club, { scheduleType: 'everyTwoWeeks', sessionMinutes: 60, sessionsPerWeek: 1 })
  })

  test('club meetings: a weekly slot every two weeks, at the same local time across the DST change', ({ assert }) => {
    const club = OFFERINGS[1]
    // Tuesdays at 7 pm New York from 21 October 2025; clocks go back on 2 November.
    const times = generateSessionTimes({ scheduleType: 'everyTwoWeeks', sessionsPerWeek: 1, weeks: club.weeks }, ny('2025-10-21T19:00'), 'America/New_York')
    assert.lengthOf(times, 8)
    assert.deepEqual(times.slice(0, 3).map((time) => time.toISODate()), ['2025-10-21', '2025-11-04', '2025-11-18'])
    for (const time of times) {
      assert.equal(time.weekday, 2)
      assert.equal(time.toFormat('HH:mm'), '19:00')
    }
    assert.equal(times[0].toUTC().hour, 23) // EDT, UTC-4
    assert.equal(times[1].toUTC().hour, 0) // EST, UTC-5: 00:00 UTC the next day
  })

  test('Fall 2025: registration and run 1 August to 31 December 2025 (New York), open while it runs', ({ assert }) => {
    const fall = season('2025-fall')
    assert.equal(fall.learnerRegistrationOpensAt.toISO(), ny('2025-08-01T00:00').toISO())
    assert.equal(fall.startsAt.toISO(), ny('2025-08-01T00:00').toISO())
    assert.equal(fall.endsAt.toISO(), ny('2025-12-31T23:59').toISO())
    assert.isTrue(learnerRegistrationOpen(fall, ny('2025-10-15T12:00')))
    assert.isFalse(learnerRegistrationOpen(fall, ny('2026-01-01T00:00')))
    assert.equal(iterationPhase(fall, ny('2025-07-31T23:00')), 'upcoming')
    assert.equal(iterationPhase(fall, ny('2026-01-02T00:00')), 'ended')
  })

  test('rolling enrolment is only for programs that declare it: a deadline after the start is refused otherwise', async ({ assert }) => {
    const raw = {
      title: 'Test',
      tutorRegistrationOpensAt: '2025-08-01T00:00',
      learnerRegistrationOpensAt: '2025-08-01T00:00',
      learnerDeadlineAt: '2025-12-31T23:59',
      startsAt: '2025-08-01T00:00',
      endsAt: '2025-12-31T23:59',
      offerings: [{ offering: 'dialogue-event', seriesTemplateSlug: 'x-event', ratio: 1 }],
      surveys: { learnerPre: 'https://a.example/1', learnerPost: 'https://a.example/2', tutorPre: 'https://a.example/3', tutorPost: 'https://a.example/4' },
    }
    const program = { slug: 'dialogues', zone: 'America/New_York', offerings: OFFERINGS }
    await assert.rejects(() => validateIteration(raw, { file: 'x.ts', key: 'x', program }), /field "startsAt"/)
    await validateIteration(raw, { file: 'x.ts', key: 'x', program: { ...program, enrollment: 'rolling' } })
    await assert.rejects(
      () => validateIteration({ ...raw, learnerDeadlineAt: '2026-01-02T00:00' }, { file: 'x.ts', key: 'x', program: { ...program, enrollment: 'rolling' } }),
      /field "learnerDeadlineAt".*must not be after endsAt/
    )
  })

  test('the eleven topic groups; utm_content picks one, anything else is ignored', ({ assert }) => {
    assert.deepEqual(
      TOPIC_GROUPS.map((group) => group.slug),
      ['political', 'social', 'cultural', 'economic', 'legal', 'global', 'future', 'technology', 'health', 'philosophy', 'miscellaneous']
    )
    assert.equal(featuredTopicGroup('Technology'), 'technology')
    assert.isNull(featuredTopicGroup('<script>'))
    assert.isNull(featuredTopicGroup(['political']))
  })

  test('issue 17 §4: a season is open or announced on every day from now to August 2027', ({ assert }) => {
    for (let day = ny('2026-11-23T12:00'); day <= ny('2027-08-31T12:00'); day = day.plus({ days: 2 })) {
      const ok = dialogues().iterations.some((it) => learnerRegistrationOpen(it, day) || iterationPhase(it, day) === 'upcoming')
      assert.isTrue(ok, day.toISODate()!)
    }
  })
})
