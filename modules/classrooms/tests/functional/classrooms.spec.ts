import { test } from '@japa/runner'
import { makeLearner, makeTutor, makeUser, birthForAge, resetRateLimits } from '#tests/helpers/users'
import { queryCounter } from '#tests/helpers/query_count'
import type { User } from '#modules/identity/index'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import Classroom from '../../models/classroom.js'
import ClassroomMember from '../../models/classroom_member.js'
import { formatJoinCode } from '../../join_code.js'
import { CLASSROOM_MESSAGES } from '../../validators/classroom_validators.js'
import { CLASSROOM_POLICY_MESSAGES } from '../../policies/classroom_policy.js'
import { addMember, attended, makeClassroom } from '../factories.js'

/*
 * Classrooms (issue 18 §3; spec 000 §2.2 /classrooms, §2.1 /classrooms/{id} → …/certifications):
 * an educator creates a classroom, learners join with its code and consent to share their
 * progress, and the educator sees sessions attended and certifications of sharing learners only.
 */
const post = (client: any, user: User, url: string, body: Record<string, unknown> = {}) => client.post(url).json(body).withCsrfToken().withInertia().loginAs(user).redirects(0)
/** A field's message (the validator flashes a list, a refused form a sentence). */
const fieldError = (response: any, field: string) => {
  const value = (response.flashMessages()?.inputErrorsBag as Record<string, string | string[]> | undefined)?.[field]
  return Array.isArray(value) ? value[0] : value
}
const educator = () => makeUser({ birth: birthForAge(35) })
const progressPage = async (client: any, user: User, classroomId: number) => {
  const response = await client.get(`/classrooms/${classroomId}/certifications`).withInertia().loginAs(user)
  response.assertStatus(200)
  return response.inertiaProps as any
}

test.group('Classrooms: creating and join codes', (group) => {
  group.each.setup(() => resetRateLimits())

  test('an adult creates a classroom with an optional world and topic; it gets a fresh code', async ({ client, assert }) => {
    const teacher = await educator()
    const world = await makeWorld()
    const topic = await makeTopic((await makeCourse()).id, 'unit')
    const response = await post(client, teacher, '/classrooms', { name: '  Period 3 Algebra  ', worldId: world.id, topicId: topic.id })
    assert.equal(response.status(), 302)
    const classroom = await Classroom.query().where('educator_user_id', teacher.id).firstOrFail()
    assert.equal(response.headers().location, `/classrooms/${classroom.id}/certifications`)
    assert.equal(classroom.name, 'Period 3 Algebra')
    assert.equal(classroom.worldId, world.id)
    assert.equal(classroom.topicId, topic.id)
    assert.match(classroom.joinCode, /^[ABCDEFGHJKMNPQRTVWXY346789]{8}$/)

    const bare = await post(client, teacher, '/classrooms', { name: 'Homeroom' })
    assert.equal(bare.status(), 302)
    const index = await client.get('/classrooms').withInertia().loginAs(teacher)
    const props = index.inertiaProps as any
    assert.isTrue(props.canCreate)
    assert.deepEqual(props.taught.map((c: any) => c.name), ['Homeroom', 'Period 3 Algebra'])
    assert.equal(props.taught[1].joinCode, formatJoinCode(classroom.joinCode))
    assert.equal(props.taught[1].worldTitle, world.title)
    assert.equal(props.taught[1].topicName, topic.name)
  })

  test('bad input gets a clear message and creates nothing', async ({ client, assert }) => {
    const teacher = await educator()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', CLASSROOM_MESSAGES.name],
      [{ name: '   ' }, 'name', CLASSROOM_MESSAGES.name],
      [{ name: 'x'.repeat(81) }, 'name', CLASSROOM_MESSAGES.name],
      [{ name: 'Ok', worldId: 987654 }, 'worldId', CLASSROOM_MESSAGES.world],
      [{ name: 'Ok', topicId: 987654 }, 'topicId', CLASSROOM_MESSAGES.topic],
      [{ name: 'Ok', worldId: (await makeWorld('unlisted')).id }, 'worldId', CLASSROOM_MESSAGES.world],
    ]
    for (const [body, field, message] of cases) {
      const response = await post(client, teacher, '/classrooms', body)
      assert.equal(response.status(), 302)
      assert.equal(fieldError(response, field), message, JSON.stringify(body))
    }
    assert.lengthOf(await Classroom.query().where('educator_user_id', teacher.id), 0)
  })

  test('minors cannot create classrooms (they join them); staff can', async ({ client, assert }) => {
    const minor = await makeLearner()
    const refused = await post(client, minor, '/classrooms', { name: 'My class' })
    assert.equal(refused.status(), 302)
    assert.equal(refused.flashMessages()?.error, CLASSROOM_POLICY_MESSAGES.adultsOnly)
    assert.lengthOf(await Classroom.query().where('educator_user_id', minor.id), 0)
    const page = await client.get('/classrooms').withInertia().loginAs(minor)
    assert.isFalse((page.inertiaProps as any).canCreate)
    assert.deepEqual((page.inertiaProps as any).worlds, [])

    const young = await makeUser({ birth: birthForAge(17) })
    assert.equal((await post(client, young, '/classrooms', { name: 'My class' })).flashMessages()?.error, CLASSROOM_POLICY_MESSAGES.adultsOnly)
    const staff = await makeUser({ birth: birthForAge(17), roles: ['approved', 'admin:basic'] as any })
    assert.equal((await post(client, staff, '/classrooms', { name: 'Staff class' })).status(), 302)
    assert.lengthOf(await Classroom.query().where('educator_user_id', staff.id), 1)
  })

  test('a new code replaces the old one at once; members stay', async ({ client, assert }) => {
    const teacher = await educator()
    const classroom = await makeClassroom(teacher.id)
    const oldCode = classroom.joinCode
    const early = await makeLearner()
    assert.equal((await post(client, early, '/classrooms/join', { code: oldCode, consent: true })).status(), 302)

    const response = await post(client, teacher, `/classrooms/${classroom.id}/code`)
    assert.equal(response.status(), 302)
    await classroom.refresh()
    assert.notEqual(classroom.joinCode, oldCode)
    assert.include(response.flashMessages()?.success, formatJoinCode(classroom.joinCode))

    const late = await makeLearner()
    const stale = await post(client, late, '/classrooms/join', { code: oldCode, consent: true })
    assert.equal(fieldError(stale, 'code'), CLASSROOM_MESSAGES.unknownCode)
    assert.isNull(await ClassroomMember.query().where({ classroomId: classroom.id, userId: late.id }).first())
    assert.equal((await post(client, late, '/classrooms/join', { code: classroom.joinCode, consent: true })).status(), 302)
    assert.lengthOf(await ClassroomMember.query().where('classroom_id', classroom.id), 2, 'the early member stayed')
  })
})

test.group('Classrooms: joining, consent, leaving', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a learner joins with the code in any case, with spaces or dashes, and must consent', async ({ client, assert }) => {
    const classroom = await makeClassroom((await educator()).id)
    const learner = await makeLearner()
    const typed = `${classroom.joinCode.slice(0, 4).toLowerCase()} - ${classroom.joinCode.slice(4).toLowerCase()}`

    const noConsent = await post(client, learner, '/classrooms/join', { code: typed })
    assert.equal(fieldError(noConsent, 'consent'), CLASSROOM_MESSAGES.consent)
    const unticked = await post(client, learner, '/classrooms/join', { code: typed, consent: false })
    assert.equal(fieldError(unticked, 'consent'), CLASSROOM_MESSAGES.consent)
    assert.isNull(await ClassroomMember.query().where('user_id', learner.id).first(), 'no membership without consent')

    const joined = await post(client, learner, '/classrooms/join', { code: typed, consent: true })
    assert.equal(joined.status(), 302)
    assert.equal(joined.headers().location, '/classrooms')
    const membership = await ClassroomMember.query().where({ classroomId: classroom.id, userId: learner.id }).firstOrFail()
    assert.isNotNull(membership.consentedAt)

    const page = await client.get('/classrooms').withInertia().loginAs(learner)
    const joinedList = (page.inertiaProps as any).joined
    assert.lengthOf(joinedList, 1)
    assert.equal(joinedList[0].name, classroom.name)
    assert.isTrue(joinedList[0].sharing)
    assert.notProperty(joinedList[0], 'joinCode', 'members never see the code')
    // spec 000 §2.6: the account menu's "My Classrooms".
    assert.deepInclude((page.inertiaProps as any).navigation.menus.account, { label: 'My Classrooms', href: '/classrooms' })
  })

  test('malformed and unknown codes, and one’s own classroom, are refused with a message', async ({ client, assert }) => {
    const teacher = await educator()
    const classroom = await makeClassroom(teacher.id)
    const learner = await makeLearner()
    for (const code of ['', 'ABC', 'ABCD-EFG0', 'x'.repeat(40)]) {
      const response = await post(client, learner, '/classrooms/join', { code, consent: true })
      assert.equal(fieldError(response, 'code'), CLASSROOM_MESSAGES.code, code)
    }
    // A well-formed code no classroom holds (codes are random: pick one different from this classroom's).
    const unknown = classroom.joinCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA'
    assert.equal(fieldError(await post(client, learner, '/classrooms/join', { code: unknown, consent: true }), 'code'), CLASSROOM_MESSAGES.unknownCode)
    assert.equal(fieldError(await post(client, teacher, '/classrooms/join', { code: classroom.joinCode, consent: true }), 'code'), CLASSROOM_MESSAGES.ownClassroom)
    assert.lengthOf(await ClassroomMember.query().where('classroom_id', classroom.id), 0)
  })

  test('code entry is rate-limited per person: after 10 tries even the right code waits', async ({ client, assert }) => {
    const classroom = await makeClassroom((await educator()).id)
    const learner = await makeLearner()
    const wrong = classroom.joinCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA'
    for (let i = 0; i < 10; i++) assert.equal(fieldError(await post(client, learner, '/classrooms/join', { code: wrong, consent: true }), 'code'), CLASSROOM_MESSAGES.unknownCode)
    const held = await post(client, learner, '/classrooms/join', { code: classroom.joinCode, consent: true })
    assert.equal(held.status(), 302)
    assert.include(held.flashMessages()?.error, 'Too many codes tried')
    const json = await client.post('/classrooms/join').json({ code: classroom.joinCode, consent: true }).header('Accept', 'application/json').withCsrfToken().loginAs(learner)
    json.assertStatus(429)
    assert.isNull(await ClassroomMember.query().where('user_id', learner.id).first())
    // Another person is not held back by it.
    assert.equal((await post(client, await makeLearner(), '/classrooms/join', { code: classroom.joinCode, consent: true })).flashMessages()?.success, `You joined “${classroom.name}”.`)
  })

  test('withdrawing consent hides the learner from the educator at once; sharing again shows them; leaving removes them', async ({ client, assert }) => {
    const teacher = await educator()
    const classroom = await makeClassroom(teacher.id)
    const learner = await makeLearner()
    await post(client, learner, '/classrooms/join', { code: classroom.joinCode, consent: true })
    assert.lengthOf((await progressPage(client, teacher, classroom.id)).learners, 1)

    assert.equal((await post(client, learner, `/classrooms/${classroom.id}/sharing`, { share: false })).status(), 302)
    const membership = await ClassroomMember.query().where({ classroomId: classroom.id, userId: learner.id }).firstOrFail()
    assert.isNull(membership.consentedAt)
    assert.isNotNull(membership.consentWithdrawnAt)
    assert.lengthOf((await progressPage(client, teacher, classroom.id)).learners, 0)
    const index = (await client.get('/classrooms').withInertia().loginAs(teacher)).inertiaProps as any
    assert.equal(index.taught[0].sharingCount, 0)

    const invalid = await post(client, learner, `/classrooms/${classroom.id}/sharing`, { share: 'maybe' })
    assert.exists(fieldError(invalid, 'share'))

    await post(client, learner, `/classrooms/${classroom.id}/sharing`, { share: true })
    assert.lengthOf((await progressPage(client, teacher, classroom.id)).learners, 1)

    // Joining again after withdrawing (with the consent ticked) shares again too.
    await post(client, learner, `/classrooms/${classroom.id}/sharing`, { share: false })
    await post(client, learner, '/classrooms/join', { code: classroom.joinCode, consent: true })
    assert.lengthOf((await progressPage(client, teacher, classroom.id)).learners, 1)

    const left = await post(client, learner, `/classrooms/${classroom.id}/leave`)
    assert.equal(left.status(), 302)
    assert.isNull(await ClassroomMember.query().where({ classroomId: classroom.id, userId: learner.id }).first())
    assert.lengthOf((await progressPage(client, teacher, classroom.id)).learners, 0)
    assert.lengthOf(((await client.get('/classrooms').withInertia().loginAs(learner)).inertiaProps as any).joined, 0)
  })
})

test.group('Classrooms: what the educator sees (an observer)', (group) => {
  const { measure } = queryCounter(group)
  group.each.setup(() => resetRateLimits())

  test('sessions attended (count, last date) and approved certifications of sharing learners, nothing else', async ({ client, assert }) => {
    const teacher = await educator()
    const classroom = await makeClassroom(teacher.id, { name: 'Chem club' })
    const sharing = await makeUser({ birth: birthForAge(15), password: 'x-secret-pass-1' })
    await sharing.merge({ name: 'Rosa Parkinson' }).save()
    const withdrawn = await makeLearner()
    await withdrawn.merge({ name: 'Hidden Person' }).save()
    await addMember(classroom.id, sharing.id)
    await addMember(classroom.id, withdrawn.id, false)

    const topic = await makeTopic((await makeCourse()).id, 'unit', { name: 'Stoichiometry' })
    const other = await makeTopic((await makeCourse()).id, 'unit', { name: 'Unreviewed topic' })
    await makeCertification(sharing.id, topic.id, 'approved')
    await makeCertification(sharing.id, other.id, 'unreviewed')
    await makeCertification(withdrawn.id, topic.id, 'approved')
    const first = await makeSession({ startInMinutes: -3 * 24 * 60 })
    const second = await makeSession({ startInMinutes: -24 * 60 })
    const canceled = await makeSession({ startInMinutes: -60 })
    await canceled.session.merge({ canceledAt: canceled.session.startDate }).save()
    for (const s of [first, second, canceled]) await attended(s.session.id, sharing.id)
    await attended(first.session.id, withdrawn.id)

    const props = await progressPage(client, teacher, classroom.id)
    assert.equal(props.classroom.name, 'Chem club')
    assert.isTrue(props.classroom.canManage)
    assert.equal(props.classroom.joinCode, formatJoinCode(classroom.joinCode))
    assert.lengthOf(props.learners, 1, 'only the learner who shares')
    const [row] = props.learners
    assert.deepEqual(Object.keys(row).sort(), ['certifications', 'lastAttendedAt', 'name', 'sessionsAttended'])
    assert.equal(row.name, 'Rosa P.', 'a minor shows as first name and last initial')
    assert.equal(row.sessionsAttended, 2, 'a canceled session does not count')
    assert.equal(row.lastAttendedAt, second.session.startDate.toUTC().toISO())
    assert.deepEqual(row.certifications.map((c: any) => c.topicName), ['Stoichiometry'])
    const text = JSON.stringify(props)
    for (const secret of [sharing.email, sharing.username, 'Hidden', withdrawn.email, String(sharing.dateOfBirth?.year)]) assert.notInclude(text, secret)
  })

  test('the page costs the same number of queries for 2 learners as for 10', async ({ client, assert }) => {
    const teacher = await educator()
    const small = await makeClassroom(teacher.id)
    const large = await makeClassroom(teacher.id)
    const topic = await makeTopic((await makeCourse()).id, 'unit')
    const { session } = await makeSession({ startInMinutes: -120 })
    for (const [classroom, size] of [[small, 2], [large, 10]] as const) {
      for (let i = 0; i < size; i++) {
        const learner = await makeLearner()
        await addMember(classroom.id, learner.id)
        await makeCertification(learner.id, topic.id, 'approved')
        await attended(session.id, learner.id)
      }
    }
    const two = await measure(() => client.get(`/classrooms/${small.id}/certifications`).withInertia().loginAs(teacher))
    const ten = await measure(() => client.get(`/classrooms/${large.id}/certifications`).withInertia().loginAs(teacher))
    assert.equal(ten, two, `queries for 2 learners (${two}) and for 10 (${ten})`)
    assert.lengthOf((await progressPage(client, teacher, large.id)).learners, 10)
  }).timeout(120_000)

  test('/classrooms/{id} goes to /classrooms/{id}/certifications (spec 000 §2.1)', async ({ client }) => {
    const teacher = await educator()
    const classroom = await makeClassroom(teacher.id)
    const response = await client.get(`/classrooms/${classroom.id}`).loginAs(teacher).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/classrooms/${classroom.id}/certifications`)
  })

  test('a tutor can be an educator too', async ({ client, assert }) => {
    const tutor = await makeTutor()
    assert.equal((await post(client, tutor, '/classrooms', { name: 'Study group' })).status(), 302)
  })
})

test.group('Classrooms: demo data', () => {
  test('the demo classroom: demo_tutor teaches, demo_learner shares; seeding twice adds nothing', async ({ assert }) => {
    const { seedDemoClassroom, DEMO_JOIN_CODE } = await import('../../database/seeders/classroom_seeder.js')
    const { User } = await import('#modules/identity/index')
    const tutor = (await User.findBy('username', 'demo_tutor')) ?? (await (await makeTutor()).merge({ username: 'demo_tutor' }).save())
    const learner = (await User.findBy('username', 'demo_learner')) ?? (await (await makeLearner()).merge({ username: 'demo_learner' }).save())
    await seedDemoClassroom()
    await seedDemoClassroom()
    const classrooms = await Classroom.query().where('join_code', DEMO_JOIN_CODE)
    assert.lengthOf(classrooms, 1)
    assert.equal(classrooms[0].educatorUserId, tutor.id)
    const members = await ClassroomMember.query().where('classroom_id', classrooms[0].id)
    assert.deepEqual(members.map((m) => [m.userId, m.sharing]), [[learner.id, true]])
  })
})
