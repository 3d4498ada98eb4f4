import { test } from '@japa/runner'
import { pinProgramClock, programNow } from '#kernel/programs/clock'
import { myPrograms } from '../../queries/my_programs.js'
import { joinWaitlist } from '#modules/programs/index'
import { registerForSeries } from '#modules/series/index'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { openProgramSeries } from '#tests/helpers/program_series'
import { queryCounter } from '#tests/helpers/query_count'
import { lastOutboxEventId, outboxSettled } from '#tests/helpers/wait'

/* /dashboard/programs (spec 000 §2.2 "dashboard programs ?program=&offering="). */
test.group('My programs', (group) => {
  group.each.teardown(() => pinProgramClock(null))
  const { measure } = queryCounter(group)

  test('a visitor is asked to sign in (spec 000 §2.3 not_logged_in)', async ({ client }) => {
    const response = await client.get('/dashboard/programs').withInertia()
    response.assertStatus(401)
    response.assertInertiaPropsContains({ code: 'not_logged_in', currentPath: '/dashboard/programs' })
  })

  test('a learner sees the series they joined by program, their waitlists and the next step; nobody else does', async ({
    client,
    assert,
  }) => {
    const { seriesId, title } = await openProgramSeries('learning-labs', { iteration: '2027-01', offering: 'pre-calculus-trigonometry' })
    const learner = await makeUser({ birth: birthForAge(16) })
    assert.isTrue((await registerForSeries(seriesId, learner.id)).ok)
    await joinWaitlist({ programSlug: 'college-admissions-workshops', waitlist: 'caw-learner', iteration: 'next', userId: learner.id })

    const response = await client.get('/dashboard/programs').withInertia().loginAs(learner)
    response.assertStatus(200)
    response.assertInertiaComponent('programs/my_programs')
    const programs = (response.inertiaProps as any).programs as any[]
    assert.sameMembers(programs.map((program) => program.slug), ['learning-labs', 'college-admissions-workshops'])
    const labs = programs.find((program) => program.slug === 'learning-labs')
    assert.deepInclude(labs.series[0], { id: seriesId, title, role: 'learner', iteration: 'January 2027', offering: 'Pre-Calculus: Trigonometry' })
    assert.isString(labs.series[0].nextSessionAt)
    assert.match(labs.nextStep.text, /Registration for January 2027 is open until/)
    const caw = programs.find((program) => program.slug === 'college-admissions-workshops')
    assert.deepEqual(caw.waitlisted, [{ audience: 'learner', iteration: 'the next iteration' }])

    const other = await makeUser()
    const theirs = await client.get('/dashboard/programs').withInertia().loginAs(other)
    assert.deepEqual((theirs.inertiaProps as any).programs, [])
  })

  test('?program= and ?offering= filter; values that are not slugs are ignored', async ({ client, assert }) => {
    const { seriesId } = await openProgramSeries('learning-labs', { iteration: '2027-01', offering: 'pre-calculus-matrices' })
    const learner = await makeUser({ birth: birthForAge(16) })
    await registerForSeries(seriesId, learner.id)
    const only = await client.get('/dashboard/programs?program=learning-labs&offering=pre-calculus-trigonometry').withInertia().loginAs(learner)
    const [labs] = (only.inertiaProps as any).programs
    assert.equal(labs.slug, 'learning-labs')
    assert.deepEqual(labs.series, [])
    const matrices = await client.get('/dashboard/programs?program=learning-labs&offering=pre-calculus-matrices').withInertia().loginAs(learner)
    assert.lengthOf((matrices.inertiaProps as any).programs[0].series, 1)
    const junk = await client.get('/dashboard/programs?program=%3Cscript%3E').withInertia().loginAs(learner)
    assert.deepEqual((junk.inertiaProps as any).filters, { program: null, offering: null })
  })

  test('two queries of its own, however many series and programs', async ({ assert }) => {
    const learner = await makeUser({ birth: birthForAge(16) })
    const few = await measure(() => myPrograms(learner.id, { program: null, offering: null }, programNow()))
    const before = await lastOutboxEventId()
    for (const offering of ['pre-calculus-trigonometry', 'pre-calculus-matrices', 'pre-calculus-probability']) {
      const { seriesId } = await openProgramSeries('learning-labs', { iteration: '2027-01', offering })
      await registerForSeries(seriesId, learner.id)
    }
    // With Redis the registrations' event handlers run on the in-process worker meanwhile.
    await outboxSettled(before)
    const many = await measure(() => myPrograms(learner.id, { program: null, offering: null }, programNow()))
    assert.equal(few, 2)
    assert.equal(many, 2)
  })
})
