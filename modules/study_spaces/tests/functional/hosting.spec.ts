import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { TutoringSession } from '#modules/tutoring/index'
import { makeLearner, makeTutor, resetRateLimits } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'

/*
 * Hosting a study space (issue 18 §3 "hosted by volunteers on a schedule") goes through tutoring's
 * host-a-session flow with its "Study space (drop-in)" option: the same form, rules and action.
 */
async function body(overrides: Record<string, unknown> = {}) {
  const world = await makeWorld()
  const topic = await makeTopic((await makeCourse()).id, 'challenge')
  const start = DateTime.utc().plus({ days: 2 }).set({ hour: 16, minute: 0, second: 0, millisecond: 0 })
  const local = (value: DateTime) => value.toFormat("yyyy-MM-dd'T'HH:mm")
  return {
    world: world.slug,
    topicId: topic.id,
    title: 'Quiet homework hour',
    description: 'Cameras optional.',
    startDate: local(start),
    endDate: local(start.plus({ minutes: 90 })),
    maxLearners: 12,
    languages: ['en'],
    attendancePolicy: 'no-late-entry',
    studySpace: true,
    ...overrides,
  }
}

test.group('Study spaces: hosting', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the host-a-session form opens with the study space option on from /study-spaces', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const form = await client.get('/session/new?format=study-space').withInertia().loginAs(tutor)
    form.assertStatus(200)
    assert.isTrue(form.inertiaProps.values.studySpace)
    const plain = await client.get('/session/new').withInertia().loginAs(tutor)
    assert.isFalse(plain.inertiaProps.values.studySpace)
  })

  test('a tutor schedules a study space: format study-space, late entry allowed', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const response = await client.post('/session').json(await body()).loginAs(tutor).withCsrfToken().accept('json')
    response.assertStatus(200)
    assert.equal(response.body().message, 'Your study space is scheduled.')
    const session = await TutoringSession.findOrFail(response.body().id)
    assert.equal(session.format, 'study-space')
    assert.equal(session.attendancePolicy, 'standard')
    assert.equal(session.maxLearners, 12)
  })

  test('without the option it stays a group session; a learner cannot host; a bad value is refused', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const plain = await client.post('/session').json(await body({ studySpace: false, attendancePolicy: 'standard' })).loginAs(tutor).withCsrfToken().accept('json')
    plain.assertStatus(200)
    assert.equal((await TutoringSession.findOrFail(plain.body().id)).format, 'group')
    const learner = await makeLearner()
    ;(await client.post('/session').json(await body()).loginAs(learner).withCsrfToken().accept('json')).assertStatus(403)
    assert.isNull(await TutoringSession.query().where('user_id', learner.id).first())
    const bad = await client.post('/session').json(await body({ studySpace: 'perhaps' })).loginAs(tutor).withCsrfToken().accept('json')
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'studySpace')
    assert.lengthOf(await TutoringSession.query().where('user_id', tutor.id), 1)
  })
})
