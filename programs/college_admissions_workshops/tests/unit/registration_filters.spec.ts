import { test } from '@japa/runner'
import { hooks } from '#kernel/hooks'
import { navigationFor } from '#kernel/navigation'
import { joinWaitlist, isOnWaitlist } from '#modules/programs/index'
import { Series, SeriesTemplate } from '#modules/series/index'
import { makeUser } from '#tests/helpers/users'
import { ensureWorld, iteration, ny, pinAt, workshops } from '../helpers.js'
import { waitlistTarget } from '../../registration.js'

/*
 * Registration enforced by the iteration's dates (Kernel issue §5), through the kernel filters
 * series.canRegister and series.canHost, at each boundary of the September 2024 iteration:
 * tutors from 2024-07-29 09:00 ET, learners from 2024-08-12 09:00 ET, deadline 2024-09-06 23:59 ET.
 */
const subject = (overrides: Partial<{ programSlug: string | null; programIteration: string | null }> = {}) => ({
  userId: 1,
  seriesId: 1,
  templateId: 1,
  programSlug: 'college-admissions-workshops',
  programIteration: '2024-09',
  offeringSlug: 'the-essay',
  ...overrides,
})

test.group('College Admissions Workshops: series.canRegister', () => {
  test('{label}')
    .with([
      { label: 'one minute before learner registration opens: refused', at: '2024-08-12T08:59', allowed: false, reason: 'Registration for this workshop opens on August 12, 2024 at 9:00 AM ET.' },
      { label: 'when learner registration opens: allowed', at: '2024-08-12T09:00', allowed: true },
      { label: 'at the learner deadline: allowed', at: '2024-09-06T23:59', allowed: true },
      { label: 'one minute after the deadline: refused', at: '2024-09-07T00:00', allowed: false, reason: 'Registration for this workshop closed on September 6, 2024 at 11:59 PM ET.' },
      { label: 'while tutors register only: refused', at: '2024-08-01T12:00', allowed: false, reason: 'Registration for this workshop opens on August 12, 2024 at 9:00 AM ET.' },
      { label: 'after the start: refused', at: '2024-09-10T12:00', allowed: false, reason: 'Registration for this workshop closed on September 6, 2024 at 11:59 PM ET.' },
    ])
    .run(async ({ assert, cleanup }, row) => {
      pinAt(ny(row.at), cleanup)
      const verdict = await hooks.ask('series.canRegister', subject())
      assert.equal(verdict.allowed, row.allowed)
      if (!row.allowed) assert.deepEqual(verdict, { allowed: false, reason: row.reason! })
    })

  test('other programs and plain series are not affected', async ({ assert, cleanup }) => {
    pinAt(ny('2024-08-01T12:00'), cleanup)
    assert.deepEqual(await hooks.ask('series.canRegister', subject({ programSlug: null, programIteration: null })), { allowed: true })
    assert.deepEqual(await hooks.ask('series.canRegister', subject({ programSlug: 'no-such-program' })), { allowed: true })
  })

  test('a template of an unknown iteration is refused', async ({ assert, cleanup }) => {
    pinAt(ny('2024-08-20T12:00'), cleanup)
    const verdict = await hooks.ask('series.canRegister', subject({ programIteration: '2023-01' }))
    assert.isFalse(verdict.allowed)
  })
})

test.group('College Admissions Workshops: series.canHost', () => {
  test('{label}')
    .with([
      { label: 'one minute before tutor registration opens: refused', at: '2024-07-29T08:59', allowed: false, reason: 'Hosting for this workshop opens on July 29, 2024 at 9:00 AM ET.' },
      { label: 'when tutor registration opens: allowed', at: '2024-07-29T09:00', allowed: true },
      { label: 'during learner registration: allowed', at: '2024-08-20T12:00', allowed: true },
      { label: 'at the learner deadline: allowed', at: '2024-09-06T23:59', allowed: true },
      { label: 'after the learner deadline: refused', at: '2024-09-07T00:00', allowed: false, reason: 'Hosting sign-ups for this workshop closed on September 6, 2024 at 11:59 PM ET.' },
    ])
    .run(async ({ assert, cleanup }, row) => {
      pinAt(ny(row.at), cleanup)
      const verdict = await hooks.ask('series.canHost', subject())
      assert.equal(verdict.allowed, row.allowed)
      if (!row.allowed) assert.deepEqual(verdict, { allowed: false, reason: row.reason! })
    })
})

test.group('College Admissions Workshops: waitlist target', () => {
  test('the next iteration whose registration has not opened, else "next"', ({ assert }) => {
    const program = workshops()
    // 2025-08-20: September's learner registration is open (opened Aug 11), October's opens Sep 8.
    assert.equal(waitlistTarget(program, 'learner', ny('2025-08-20T12:00')).key, '2025-10')
    // October's tutor registration opens Aug 25.
    assert.equal(waitlistTarget(program, 'tutor', ny('2025-08-20T12:00')).key, '2025-10')
    assert.equal(waitlistTarget(program, 'tutor', ny('2025-08-26T12:00')).key, '2025-11')
    assert.equal(waitlistTarget(program, 'learner', ny('2027-10-01T00:00')).key, 'next')
  })
})

async function workshopSeries(overrides: { seatsTaken?: number; iteration?: string } = {}) {
  const world = await ensureWorld()
  const host = await makeUser()
  const key = overrides.iteration ?? '2025-09'
  const template = await SeriesTemplate.create({
    slug: `caw-test-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    title: 'The Essay',
    worldId: world.id,
    programSlug: 'college-admissions-workshops',
    programIteration: key,
    offeringSlug: 'the-essay',
    maxLearners: 15,
  })
  const series = await Series.create({
    userId: host.id,
    worldId: world.id,
    seriesTemplateId: template.id,
    title: 'The Essay with Sam',
    maxLearners: 15,
    seatsTaken: overrides.seatsTaken ?? 0,
  })
  return { template, series }
}

test.group('College Admissions Workshops: series.sidebar outlet', () => {
  test('an open workshop with seats shows no waitlist card', async ({ assert, cleanup }) => {
    pinAt(ny('2025-08-20T12:00'), cleanup)
    const { template, series } = await workshopSeries()
    const cards = await hooks.outlet('series.sidebar', { userId: null, seriesId: series.id, templateId: template.id, programSlug: 'college-admissions-workshops' })
    assert.deepEqual(cards.filter((c) => c.key === 'caw-waitlist'), [])
  })

  test('a full workshop offers the waitlist; a waitlisted member is told so', async ({ assert, cleanup }) => {
    pinAt(ny('2025-08-20T12:00'), cleanup)
    const { template, series } = await workshopSeries({ seatsTaken: 15 })
    const user = await makeUser()
    const [card] = await hooks.outlet('series.sidebar', { userId: user.id, seriesId: series.id, templateId: template.id, programSlug: 'college-admissions-workshops' })
    assert.deepInclude(card, { key: 'caw-waitlist', title: 'This workshop is full', href: '/college-admissions#sign-up', linkLabel: 'Join the waitlist' })
    assert.include(card.body, 'October 2025')

    await joinWaitlist({ programSlug: 'college-admissions-workshops', waitlist: 'caw-learner', iteration: '2025-10', userId: user.id })
    const [after] = await hooks.outlet('series.sidebar', { userId: user.id, seriesId: series.id, templateId: template.id, programSlug: 'college-admissions-workshops' })
    assert.equal(after.title, 'You are on the waitlist')
    assert.isUndefined(after.href)
  })

  test('registration closed offers the waitlist', async ({ assert, cleanup }) => {
    pinAt(ny('2025-09-10T12:00'), cleanup)
    const { template, series } = await workshopSeries()
    const [card] = await hooks.outlet('series.sidebar', { userId: null, seriesId: series.id, templateId: template.id, programSlug: 'college-admissions-workshops' })
    assert.equal(card.title, 'Registration is closed')
  })
})

test.group('College Admissions Workshops: navigation and deadline tasks', () => {
  test('the Learn menu lists College Admissions Workshops with a subtitle (spec 000 §2.6)', ({ assert }) => {
    for (const state of ['member', 'loggedOut'] as const) {
      const entry = navigationFor(state, new Set()).menus.learn?.find((e) => e.label === 'College Admissions Workshops')
      assert.exists(entry)
      assert.equal(entry!.href, '/college-admissions')
      assert.isString(entry!.subtitle)
    }
  })

  test('two deadline tasks per iteration, due when tutor and learner registration open', ({ assert }) => {
    const tasks = hooks.deadlineTasks().filter((t) => t.owner === 'program:college-admissions-workshops')
    assert.lengthOf(tasks, 2 * workshops().iterations.length)
    const task = tasks.find((t) => t.key === '2025-09:learner-registration-opens')!
    assert.equal(task.dueAt.getTime(), iteration('2025-09').learnerRegistrationOpensAt.toMillis())
  })

  test('learner registration opening emails the waitlist once', async ({ assert, cleanup }) => {
    const { capturedMail } = await import('#app/support/mail/log_transport')
    const user = await makeUser()
    const other = await makeUser()
    const ref = { programSlug: 'college-admissions-workshops', waitlist: 'caw-learner' }
    await joinWaitlist({ ...ref, iteration: '2025-09', userId: user.id })
    await joinWaitlist({ ...ref, iteration: 'next', userId: other.id })
    const task = hooks.deadlineTasks().find((t) => t.owner === 'program:college-admissions-workshops' && t.key === '2025-09:learner-registration-opens')!

    pinAt(ny('2025-08-11T09:05'), cleanup)
    await task.run()
    await task.run()
    const { waitForMail } = await import('#tests/helpers/users')
    const mail = await waitForMail(user.email)
    assert.include(mail.text, 'Registration for College Admissions Workshops (September 2025) is open.')
    await waitForMail(other.email)
    assert.lengthOf(capturedMail.to(user.email).filter((m) => m.text.includes('September 2025')), 1)
    assert.isTrue(await isOnWaitlist({ ...ref, iteration: '2025-09', userId: user.id }), 'still listed, marked notified')
  })

  test('a task that comes due after the deadline sends nothing', async ({ assert, cleanup }) => {
    const { capturedMail } = await import('#app/support/mail/log_transport')
    const user = await makeUser()
    await joinWaitlist({ programSlug: 'college-admissions-workshops', waitlist: 'caw-tutor', iteration: '2025-10', userId: user.id })
    const task = hooks.deadlineTasks().find((t) => t.owner === 'program:college-admissions-workshops' && t.key === '2025-10:tutor-registration-opens')!
    pinAt(ny('2025-10-20T09:00'), cleanup)
    await task.run()
    await new Promise((resolve) => setTimeout(resolve, 100))
    assert.lengthOf(capturedMail.to(user.email), 0)
  })
})
