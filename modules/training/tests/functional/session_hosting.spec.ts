import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { TutoringSession } from '#modules/tutoring/index'
import { makeSession } from '#modules/tutoring/tests/factories'
import { birthForAge, makeTutor, makeUser } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { assignTraining } from '../../actions/assign_training.js'
import { completeTrainingNow } from '../../actions/complete_training.js'
import { makeTraining } from '../factories.js'

/*
 * spec 001 §5.4 / §4.5: a tutor with an outstanding required training hosts no new sessions — a
 * one-off session (create, or asking to co-host) as well as a series (training registers the same
 * rule on `session.canHost` and `series.canHost`).
 */
const local = (dt: DateTime) => dt.toFormat("yyyy-MM-dd'T'HH:mm")
const mentor = () => makeUser({ birth: '1990-01-01', roles: ['approved', 'tutor', 'admin:basic', 'admin:mentor'] })

async function sessionBody() {
  const world = await makeWorld()
  const topic = await makeTopic((await makeCourse()).id, 'challenge')
  const start = DateTime.utc().plus({ days: 3 }).set({ hour: 16, minute: 0, second: 0, millisecond: 0 })
  return {
    world: world.slug,
    topicId: topic.id,
    title: 'Factoring trinomials',
    description: 'Bring questions.',
    startDate: local(start),
    endDate: local(start.plus({ minutes: 60 })),
    maxLearners: 10,
    languages: ['en'],
    allowCohosts: true,
    attendancePolicy: 'standard',
  }
}

async function requireTraining(user: { username: string }, title: string) {
  const training = await makeTraining({ title })
  const assigned = await assignTraining({ username: user.username, trainingId: training.id, priority: 'required', note: null, mentorUserId: (await mentor()).id })
  if (!assigned.ok) throw new Error(assigned.reason)
  return training
}

test.group('Required trainings gate one-off sessions (spec 001 §5.4)', () => {
  test('training registers session.canHost with the same wording as series', async ({ assert }) => {
    const tutor = await makeTutor()
    const subject = { userId: tutor.id, worldId: null, topicId: null, programSlug: null }
    assert.deepEqual(await hooks.ask('session.canHost', subject), { allowed: true })
    await requireTraining(tutor, 'Safeguarding minors')
    const verdict = await hooks.ask('session.canHost', subject)
    assert.isFalse(verdict.allowed)
    if (!verdict.allowed) assert.equal(verdict.reason, 'Complete your required training “Safeguarding minors” at /tutor/training before hosting new sessions.')
  })

  test('an outstanding tutor is refused creating a session, with the training named, and nothing is written; after completing it they can', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const training = await requireTraining(tutor, 'Safeguarding minors')
    const body = await sessionBody()
    const refused = await client.post('/session').json(body).loginAs(tutor).withCsrfToken().accept('json')
    refused.assertStatus(403)
    assert.include(refused.body().reason, '“Safeguarding minors”')
    assert.isNull(await TutoringSession.query().where('user_id', tutor.id).first())
    assert.isNull(await db.from('session_hosts').where('user_id', tutor.id).first())

    const form = await client.get('/session/new').withInertia().loginAs(tutor).redirects(0)
    form.assertStatus(302)
    assert.include(form.flashMessages().error, '“Safeguarding minors”')

    assert.isTrue(await completeTrainingNow({ userId: tutor.id, trainingId: training.id }))
    const ok = await client.post('/session').json(body).loginAs(tutor).withCsrfToken().accept('json')
    ok.assertStatus(200)
    assert.isNotNull(await TutoringSession.query().where('user_id', tutor.id).first())
  })

  test('asking to co-host is refused the same way; optional trainings do not block', async ({ client, assert }) => {
    const { session } = await makeSession({ allowCohosts: true })
    const tutor = await makeTutor()
    const optional = await makeTraining()
    await assignTraining({ username: tutor.username, trainingId: optional.id, priority: 'optional', note: null, mentorUserId: (await mentor()).id })
    const training = await requireTraining(tutor, 'Co-hosting well')
    const refused = await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(tutor).withCsrfToken().accept('json')
    refused.assertStatus(403)
    assert.include(refused.body().reason, '“Co-hosting well”')
    assert.isNull(await db.from('session_hosts').where('session_id', session.id).where('user_id', tutor.id).first())
    await completeTrainingNow({ userId: tutor.id, trainingId: training.id })
    const ok = await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(tutor).withCsrfToken().accept('json')
    ok.assertStatus(200)
  })

  test('staff host a one-off session as a duty even with an outstanding training', async ({ client, assert }) => {
    const staff = await makeUser({ birth: birthForAge(30), roles: ['approved', 'tutor', 'admin:basic'] })
    await requireTraining(staff, 'Staff refresher')
    const ok = await client.post('/session').json(await sessionBody()).loginAs(staff).withCsrfToken().accept('json')
    ok.assertStatus(200)
    assert.isNotNull(await TutoringSession.query().where('user_id', staff.id).first())
  })
})
