import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import { createSession } from '../../actions/create_session.js'

/*
 * The world home lists the world's upcoming sessions: tutoring fills the world page's
 * `world.sections` outlet (worlds sits below tutoring): this world's only, soonest first, paginated.
 */
test.group('World home: upcoming sessions', () => {
  test("lists this world's upcoming sessions, not another world's", async ({ client, assert }) => {
    const world = await makeWorld('public')
    const elsewhere = await makeWorld('public')
    const tutor = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'challenge', { name: 'Linear equations' })
    const start = DateTime.utc().plus({ days: 2 }).startOf('hour')
    const base = { userId: tutor.id, topicId: topic.id, description: 'Practice', maxLearners: 5, languages: ['en'], allowCohosts: false, attendancePolicy: 'standard' }
    const later = await createSession({ ...base, worldId: world.id, title: 'Later session', startDate: start.plus({ days: 1 }), endDate: start.plus({ days: 1, hours: 1 }) })
    const sooner = await createSession({ ...base, worldId: world.id, title: 'Sooner session', startDate: start, endDate: start.plus({ hours: 1 }) })
    await createSession({ ...base, worldId: elsewhere.id, title: 'Elsewhere session', startDate: start, endDate: start.plus({ hours: 1 }) })

    const response = await client.get(`/w/${world.slug}`).withInertia().loginAs(learner)
    response.assertStatus(200)
    const [section] = response.inertiaProps.sections
    assert.equal(section.component, 'tutoring/world_upcoming_sessions')
    const sessions = section.props.sessions
    assert.deepEqual(sessions.data.map((s: any) => s.id), [sooner.id, later.id])
    assert.deepEqual(sessions.meta, { total: 2, currentPage: 1, lastPage: 1 })
    assert.include(sessions.data[0], { title: 'Sooner session', topicName: 'Linear equations', seatsLeft: 5, worldSlug: world.slug })
  })
})
