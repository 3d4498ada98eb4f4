import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { makeTutor, makeUser } from '#tests/helpers/users'
import { User } from '#modules/identity/index'
import { hostSeriesFromTemplate } from '#modules/series/index'
import { makeTemplate } from '#modules/series/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makePastSession } from '#modules/tutoring/tests/factories'
import TrainingSubmission from '../../models/training_submission.js'
import Training from '../../models/training.js'
import { assignTraining } from '../../actions/assign_training.js'
import { completeTrainingNow } from '../../actions/complete_training.js'
import { markOnboardingSession } from '../../actions/mark_onboarding_session.js'
import { onboardingNeedOf, pastHostedSessionCount } from '../../queries/onboarding.js'
import { makeTraining } from '../factories.js'

const zone = 'America/New_York'
const firstStart = () => DateTime.now().setZone(zone).plus({ days: 6 }).set({ hour: 17, minute: 0, second: 0, millisecond: 0 })
const mentor = () => makeUser({ birth: '1990-01-01', roles: ['approved', 'tutor', 'admin:basic', 'admin:mentor'] })
const pointsOf = async (userId: number) => {
  const rows = await db.from('user_events').where('user_id', userId).where('event_type', 'tutor_training_completed').select('event_points')
  return rows.map((row) => Number(row.event_points))
}

test.group('Required trainings gate hosting (spec 001 §5.4, §4.5)', () => {
  test('an assigned required training blocks hosting with a clear reason until it is completed', async ({ assert }) => {
    const template = await makeTemplate(await makeWorld())
    const tutor = await makeTutor()
    const training = await makeTraining({ title: 'Safeguarding minors' })
    await assignTraining({ username: tutor.username, trainingId: training.id, priority: 'required', note: 'Before your next series.', mentorUserId: (await mentor()).id })
    const blocked = await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: firstStart(), zone })
    assert.isFalse(blocked.ok)
    if (!blocked.ok) assert.include(blocked.reason, '“Safeguarding minors”')
    assert.isTrue(await completeTrainingNow({ userId: tutor.id, trainingId: training.id }))
    const hosted = await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: firstStart(), zone })
    assert.isTrue(hosted.ok)
  })

  test('optional and highly recommended assignments, and archived required ones, do not block', async ({ assert }) => {
    const template = await makeTemplate(await makeWorld())
    const tutor = await makeTutor()
    const by = (await mentor()).id
    await assignTraining({ username: tutor.username, trainingId: (await makeTraining()).id, priority: 'optional', note: null, mentorUserId: by })
    await assignTraining({ username: tutor.username, trainingId: (await makeTraining()).id, priority: 'highly_recommended', note: null, mentorUserId: by })
    const retired = await makeTraining()
    assert.isTrue((await assignTraining({ username: tutor.username, trainingId: retired.id, priority: 'required', note: null, mentorUserId: by })).ok)
    await db.from('trainings').where('id', retired.id).update({ archived_at: sqlTime(DateTime.utc()) })
    assert.isTrue((await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: firstStart(), zone })).ok)
  })

  test("a template's tutor_training_id must be completed by whoever hosts it", async ({ assert, client }) => {
    const world = await makeWorld()
    const training = await makeTraining({ title: 'SAT coaching' })
    const template = await makeTemplate(world, { title: 'Needs SAT coaching' })
    await db.from('series_templates').where('id', template.id).update({ tutor_training_id: training.id })
    const tutor = await makeTutor()
    const page = await client.get(`/w/${world.slug}/schedule/series-template`).withInertia().loginAs(tutor)
    const row = (page.inertiaProps.templates as any[]).find((item) => item.id === template.id)
    assert.isFalse(row.canHost)
    assert.include(row.reason, '“SAT coaching”')
    // Another template of the same world is not gated by this training.
    const other = await makeTemplate(world)
    assert.isTrue((await hostSeriesFromTemplate({ userId: tutor.id, template: other, firstStart: firstStart(), zone })).ok)
    await completeTrainingNow({ userId: tutor.id, trainingId: training.id })
    assert.isTrue((await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: firstStart(), zone })).ok)
  })
})

test.group('Completing a tutor training (issue 12 §2; spec 002 §9)', () => {
  test('completing records the submission (score null) and 10 points once; a second time is refused and changes nothing', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const training = await makeTraining()
    const first = await client.post(`/tutor/training/${training.slug}/complete`).json({ acknowledged: true }).withInertia().withCsrfToken().loginAs(tutor).redirects(0)
    first.assertStatus(302)
    assert.equal(first.header('location'), `/tutor/training?slug=${training.slug}`)
    const submission = await TrainingSubmission.query().where('user_id', tutor.id).where('training_id', training.id).firstOrFail()
    assert.isNotNull(submission.submittedAt)
    assert.isNull(submission.submittedScore)
    const again = await client.post(`/tutor/training/${training.slug}/complete`).json({ acknowledged: true }).withInertia().withCsrfToken().loginAs(tutor).redirects(0)
    assert.property(again.flashMessages().inputErrorsBag, 'acknowledged')
    assert.deepEqual(await pointsOf(tutor.id), [10])
  })

  test('without the acknowledgement nothing is recorded', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const training = await makeTraining()
    const response = await client.post(`/tutor/training/${training.slug}/complete`).json({ acknowledged: false }).withInertia().withCsrfToken().loginAs(tutor).redirects(0)
    assert.property(response.flashMessages().inputErrorsBag, 'acknowledged')
    assert.isNull(await TrainingSubmission.query().where('user_id', tutor.id).first())
  })

  test('an archived or unknown training, or an unsuspend one, cannot be completed from /tutor/training (404)', async ({ client }) => {
    const tutor = await makeTutor()
    for (const slug of [(await makeTraining({ archived: true })).slug, 'no-such-training', (await makeTraining({ primaryType: 'unsuspend', secondaryType: 'learner-no-shows' })).slug]) {
      ;(await client.post(`/tutor/training/${slug}/complete`).json({ acknowledged: true }).withInertia().withCsrfToken().loginAs(tutor).redirects(0)).assertStatus(404)
    }
  })

  test('/tutor/training groups by priority, filters with show=, opens a training by slug with the a/b link, hides the assigning mentor', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const by = (await mentor()).id
    const required = await makeTraining({ title: 'Required one' })
    const done = await makeTraining({ title: 'Done one' })
    await assignTraining({ username: tutor.username, trainingId: required.id, priority: 'required', note: 'Please do this first.', mentorUserId: by })
    await completeTrainingNow({ userId: tutor.id, trainingId: done.id })
    const all = await client.get('/tutor/training').withInertia().loginAs(tutor)
    const groups = Object.fromEntries((all.inertiaProps.trainings as any[]).map((row) => [row.slug, row.group]))
    assert.equal(groups[required.slug], 'required')
    assert.equal(groups[done.slug], 'completed')
    const incomplete = await client.get('/tutor/training?show=incomplete').withInertia().loginAs(tutor)
    assert.notInclude((incomplete.inertiaProps.trainings as any[]).map((row) => row.slug), done.slug)
    const completed = await client.get('/tutor/training?show=completed').withInertia().loginAs(tutor)
    assert.deepEqual((completed.inertiaProps.trainings as any[]).map((row) => row.slug), [done.slug])
    const selected = (await client.get(`/tutor/training?slug=${required.slug}`).withInertia().loginAs(tutor)).inertiaProps.selected as any
    assert.equal(selected.submission.assignmentNote, 'Please do this first.')
    assert.notProperty(selected.submission, 'assignmentMentorUserId')
    assert.equal(selected.link, tutor.id % 4 === 0 ? 'https://example.org/training?variant=b' : 'https://example.org/training')
    ;(await client.get('/tutor/training?slug=nope').withInertia().loginAs(tutor)).assertStatus(404)
    ;(await client.get('/tutor/training?show=everything').withInertia().loginAs(tutor).redirects(0)).assertStatus(302)
  })
})

test.group('Recovery trainings (spec 000 §2.3 user_maybe_suspended)', () => {
  const openSuspension = (context: 'learner-no-shows' | 'admin') => ({ context, reason: 'Missed sessions', note: null, createdAt: DateTime.utc().toISO()!, byUserId: null, liftedAt: null })

  test('a learner suspended for no-shows sees the recovery card; completing the training restores the account', async ({ client, assert }) => {
    const learner = await makeUser({ roles: ['approved', 'blocked'], suspensionActions: [openSuspension('learner-no-shows')] })
    const blocked = await client.get('/dashboard').withInertia().loginAs(learner)
    blocked.assertStatus(403)
    const card = (blocked.inertiaProps.sections as any[]).find((section) => section.key === 'training.recovery')
    assert.exists(card)
    assert.equal(card.props.notice, 'Required to recover your account')
    assert.equal(card.props.points, 10)
    const recover = await client.post(`/tutor/training/${card.props.slug}/recover`).json({ acknowledged: true }).withInertia().withCsrfToken().loginAs(learner).redirects(0)
    recover.assertStatus(302)
    assert.equal(recover.header('location'), '/dashboard')
    const fresh = await User.findOrFail(learner.id)
    assert.isTrue(fresh.suspensionActions.every((action) => action.liftedAt !== null))
    assert.isFalse((await fresh.roles()).has('blocked'))
    ;(await client.get('/dashboard').withInertia().loginAs(fresh)).assertStatus(200)
    assert.deepEqual(await pointsOf(learner.id), [10])
  })

  test('an admin suspension shows no recovery card and the training cannot lift it', async ({ client, assert }) => {
    const user = await makeUser({ roles: ['approved', 'blocked'], suspensionActions: [openSuspension('admin')] })
    const blocked = await client.get('/dashboard').withInertia().loginAs(user)
    assert.notInclude((blocked.inertiaProps.sections as any[]).map((section) => section.key), 'training.recovery')
    const training = await Training.query().where('primary_type', 'unsuspend').whereNull('archived_at').firstOrFail()
    ;(await client.post(`/tutor/training/${training.slug}/recover`).json({ acknowledged: true }).withInertia().withCsrfToken().loginAs(user).redirects(0)).assertStatus(403)
    assert.isTrue((await (await User.findOrFail(user.id)).roles()).has('blocked'))
  })
})

test.group('Onboarding need (spec 001 §5.5)', () => {
  test('a tutor needs onboarding until 3 past hosted sessions or one onboarding session attended as a learner', async ({ assert }) => {
    const tutor = await makeTutor()
    assert.isTrue(await onboardingNeedOf(tutor.id))
    // A learner is never "a new tutor".
    assert.isFalse(await onboardingNeedOf((await makeUser()).id))
    for (let index = 0; index < 2; index++) await makePastSession({ host: tutor })
    assert.equal(await pastHostedSessionCount(tutor.id), 2)
    assert.isTrue(await onboardingNeedOf(tutor.id))
    await makePastSession({ host: tutor })
    assert.isFalse(await onboardingNeedOf(tutor.id))

    const newcomer = await makeTutor()
    const { session } = await makePastSession()
    await db.table('session_attendees').insert({ session_id: session.id, user_id: newcomer.id, role: 'learner', joined_at: sqlTime(DateTime.utc()), created_at: sqlTime(DateTime.utc()) })
    assert.isTrue(await onboardingNeedOf(newcomer.id), 'an ordinary session does not count')
    await markOnboardingSession(session.id)
    await markOnboardingSession(session.id)
    assert.isFalse(await onboardingNeedOf(newcomer.id))
  })
})

test.group('Admin Tutor Trainings (spec 000 §2.6; spec 001 §3.5)', () => {
  const post = (client: any, user: User, url: string, body: Record<string, unknown>) => client.post(url).json(body).withInertia().withCsrfToken().loginAs(user).redirects(0)

  test('a mentor creates a training; a taken slug or a bad link is refused with a message and creates nothing', async ({ client, assert }) => {
    const by = await mentor()
    const slug = `first-aid-${Date.now().toString(36)}`
    const body = { slug, title: 'First aid for sessions', description: 'What to do when a learner is upset.', primaryType: 'tutor', timeEstimateMinutes: 12, linkTraining: 'https://example.org/first-aid' }
    const created = await post(client, by, '/admin/tutor-trainings', body)
    created.assertStatus(302)
    assert.equal((await Training.query().where('slug', slug).firstOrFail()).title, 'First aid for sessions')
    const taken = await post(client, by, '/admin/tutor-trainings', { ...body, title: 'Another' })
    assert.equal(taken.flashMessages().inputErrorsBag.slug, 'Another training already uses this slug.')
    const badLink = await post(client, by, '/admin/tutor-trainings', { ...body, slug: `${slug}-b`, linkTraining: 'javascript:alert(1)' })
    assert.property(badLink.flashMessages().inputErrorsBag, 'linkTraining')
    assert.lengthOf(await Training.query().where('slug', 'like', `${slug}%`), 1)
  })

  test('assigning needs a tutor, a known priority and a live training; reassigning replaces the priority and keeps a completion', async ({ client, assert }) => {
    const by = await mentor()
    const tutor = await makeTutor()
    const training = await makeTraining()
    const unknown = await post(client, by, `/admin/tutor-trainings/${training.id}/assign`, { username: 'nobody_here_at_all', priority: 'required' })
    assert.equal(unknown.flashMessages().inputErrorsBag.username, 'No one has this username.')
    const learner = await makeUser()
    const notTutor = await post(client, by, `/admin/tutor-trainings/${training.id}/assign`, { username: learner.username, priority: 'required' })
    assert.equal(notTutor.flashMessages().inputErrorsBag.username, 'Only tutors can be assigned trainings.')
    const badPriority = await post(client, by, `/admin/tutor-trainings/${training.id}/assign`, { username: tutor.username, priority: 'urgent' })
    assert.property(badPriority.flashMessages().inputErrorsBag, 'priority')
    assert.isNull(await TrainingSubmission.query().where('training_id', training.id).first())

    await post(client, by, `/admin/tutor-trainings/${training.id}/assign`, { username: tutor.username, priority: 'required', note: 'First.' })
    await completeTrainingNow({ userId: tutor.id, trainingId: training.id })
    await post(client, by, `/admin/tutor-trainings/${training.id}/assign`, { username: tutor.username, priority: 'optional', note: 'Second.' })
    const rows = await TrainingSubmission.query().where('training_id', training.id)
    assert.lengthOf(rows, 1)
    assert.deepEqual([rows[0].assignmentPriority, rows[0].assignmentNote, rows[0].assignmentMentorUserId], ['optional', 'Second.', by.id])
    assert.isNotNull(rows[0].submittedAt)

    await post(client, by, `/admin/tutor-trainings/${training.id}/archive`, { archived: true })
    assert.isNotNull((await Training.findOrFail(training.id)).archivedAt)
    const archived = await post(client, by, `/admin/tutor-trainings/${training.id}/assign`, { username: tutor.username, priority: 'required' })
    assert.equal(archived.flashMessages().inputErrorsBag.username, 'This training is archived: restore it first.')
    const list = await client.get('/admin/tutor-trainings').withInertia().loginAs(by)
    const row = (list.inertiaProps.trainings as any[]).find((item) => item.id === training.id)
    assert.include(row, { assigned: 1, completed: 1 })
    assert.isNotNull(row.archivedAt)
  })

  test('a mentor makes a template require a training, then stops; unknown templates and other trainings are refused', async ({ client, assert }) => {
    const by = await mentor()
    const training = await makeTraining({ title: 'Workshop hosting' })
    const other = await makeTraining()
    const template = await makeTemplate(await makeWorld())
    const requiredOf = async () => (await db.from('series_templates').where('id', template.id).select('tutor_training_id').first()).tutor_training_id
    const missing = await post(client, by, `/admin/tutor-trainings/${training.id}/template`, { templateId: 999999999, required: true })
    assert.equal(missing.flashMessages().inputErrorsBag.templateId, 'No series template has this id.')
    await post(client, by, `/admin/tutor-trainings/${training.id}/template`, { templateId: template.id, required: true })
    assert.equal(await requiredOf(), training.id)
    const list = await client.get('/admin/tutor-trainings').withInertia().loginAs(by)
    assert.deepEqual((list.inertiaProps.trainings as any[]).find((item) => item.id === training.id).templates, [{ id: template.id, title: template.title }])
    // Stopping another training leaves this one required.
    const wrong = await post(client, by, `/admin/tutor-trainings/${other.id}/template`, { templateId: template.id, required: false })
    assert.equal(wrong.flashMessages().inputErrorsBag.templateId, 'This template does not require this training.')
    assert.equal(await requiredOf(), training.id)
    const recovery = await makeTraining({ primaryType: 'unsuspend', secondaryType: 'learner-no-shows' })
    const notTutor = await post(client, by, `/admin/tutor-trainings/${recovery.id}/template`, { templateId: template.id, required: true })
    assert.equal(notTutor.flashMessages().inputErrorsBag.templateId, 'Only tutor trainings can be required by a template.')
    await post(client, by, `/admin/tutor-trainings/${training.id}/template`, { templateId: template.id, required: false })
    assert.isNull(await requiredOf())
  })
})
