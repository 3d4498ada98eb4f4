import { test } from '@japa/runner'
import type { User } from '#modules/identity/index'
import { REGISTRATION_MESSAGES } from '#modules/tutoring/index'
import { birthForAge, makeLearner, makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeStudySpace, writtenFor } from '../factories.js'

/*
 * Every route of study spaces for each kind of person (issue 18 §3; spec 000 §6.4 session
 * visibility, whose rules study spaces keep): a visitor; an adult learner (25); a minor learner
 * (15); the tutor hosting the space; another tutor; staff (admin:basic). Spaces: one in a public
 * world hosted by an adult, one hosted by a 16-year-old tutor (adults who are not tutors never see
 * it), one in a members-only world (its members and staff).
 */
type Who = 'visitor' | 'learner' | 'minorLearner' | 'host' | 'otherTutor' | 'staff'
type People = Record<Exclude<Who, 'visitor'>, User>

async function setup() {
  const host = await makeTutor()
  const people: People = {
    learner: await makeUser({ birth: birthForAge(25) }),
    minorLearner: await makeLearner(),
    host,
    otherTutor: await makeTutor(),
    staff: await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] }),
  }
  const open = await makeStudySpace({ host })
  const minorHosted = await makeStudySpace({ host: await makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor'] }) })
  const hidden = await makeStudySpace({ host, worldId: (await makeWorld('membership')).id })
  return { people, open: open.session, minorHosted: minorHosted.session, hidden: hidden.session }
}

test.group('Study spaces: who sees the list', (group) => {
  group.each.setup(() => resetRateLimits())

  test('GET /study-spaces lists what each person may see; only tutors and staff may host', async ({ client, assert }) => {
    const { people, open, minorHosted, hidden } = await setup()
    const expected: Record<Who, { sees: number[]; hides: number[]; canHost: boolean }> = {
      visitor: { sees: [open.id], hides: [minorHosted.id, hidden.id], canHost: false },
      learner: { sees: [open.id], hides: [minorHosted.id, hidden.id], canHost: false },
      minorLearner: { sees: [open.id, minorHosted.id], hides: [hidden.id], canHost: false },
      // The host sees their own space in a members-only world (approved hosts always see their sessions).
      host: { sees: [open.id, minorHosted.id, hidden.id], hides: [], canHost: true },
      otherTutor: { sees: [open.id, minorHosted.id], hides: [hidden.id], canHost: true },
      staff: { sees: [open.id, minorHosted.id, hidden.id], hides: [], canHost: true },
    }
    for (const [who, want] of Object.entries(expected) as Array<[Who, (typeof expected)[Who]]>) {
      // Every page (other tests' spaces may come first: the list is by start).
      const ids: number[] = []
      let response
      for (let page = 1; ; page++) {
        const request = client.get(`/study-spaces?page=${page}`).withInertia()
        if (who !== 'visitor') request.loginAs(people[who])
        response = await request
        response.assertStatus(200)
        ids.push(...(response.inertiaProps.spaces as Array<{ id: number }>).map((s) => s.id))
        if (page >= response.inertiaProps.meta.lastPage) break
      }
      for (const id of want.sees) assert.include(ids, id, `${who} sees ${id}`)
      for (const id of want.hides) assert.notInclude(ids, id, `${who} does not see ${id}`)
      assert.equal(response.inertiaProps.canHost, want.canHost, `${who} canHost`)
      assert.equal(response.inertiaProps.signedIn, who !== 'visitor')
    }
  })

  test('a bad page number falls back to the first page', async ({ client, assert }) => {
    const response = await client.get('/study-spaces?page=abc').withInertia()
    response.assertStatus(200)
    assert.equal(response.inertiaProps.meta.currentPage, 1)
  })
})

test.group('Study spaces: who may drop in', (group) => {
  group.each.setup(() => resetRateLimits())

  test('POST /study-spaces/:id/join — visitor 401, nothing written', async ({ client, assert }) => {
    const { open } = await setup()
    const response = await client.post(`/study-spaces/${open.id}/join`).withCsrfToken().withInertia()
    response.assertStatus(401)
    assert.equal(response.inertiaProps.code, 'not_logged_in')
    assert.equal((await writtenFor(open.id, 0)).seatsTaken, 0)
  })

  test('POST /study-spaces/:id/join — each signed-in person, on each space', async ({ client, assert }) => {
    const { people, open, minorHosted, hidden } = await setup()
    // [who, space, status]: 200 enters the room; 404 answers like a missing space and writes nothing.
    const rows: Array<[Exclude<Who, 'visitor'>, typeof open, 200 | 404, 'dropin' | 'host' | null]> = [
      ['learner', open, 200, 'dropin'],
      ['learner', minorHosted, 404, null],
      ['learner', hidden, 404, null],
      ['minorLearner', open, 200, 'dropin'],
      ['minorLearner', minorHosted, 200, 'dropin'],
      ['minorLearner', hidden, 404, null],
      ['host', open, 200, 'host'],
      ['host', hidden, 200, 'host'],
      ['otherTutor', open, 200, 'dropin'],
      ['otherTutor', hidden, 404, null],
      ['staff', hidden, 200, 'dropin'],
    ]
    for (const [who, space, status, entered] of rows) {
      const response = await client.post(`/study-spaces/${space.id}/join`).loginAs(people[who]).withCsrfToken().accept('json')
      assert.equal(response.status(), status, `${who} on space ${space.id}`)
      const written = await writtenFor(space.id, people[who].id)
      if (status === 404) {
        assert.equal(response.body().reason, REGISTRATION_MESSAGES.notFound)
        assert.lengthOf(written.registrations, 0, `${who} wrote nothing`)
        assert.lengthOf(written.attendees, 0)
      } else {
        assert.equal(response.body().url, space.meetingUrl)
        if (entered === 'dropin') assert.equal(written.registrations[0]?.type, 'dropin', `${who} dropped in`)
        if (entered === 'host') assert.lengthOf(written.registrations, 0, `${who} entered as host`)
      }
    }
  })

  test('a missing space answers like a hidden one; an account that is not set up is refused', async ({ client, assert }) => {
    const learner = await makeLearner()
    const missing = await client.post('/study-spaces/99999999/join').loginAs(learner).withCsrfToken().accept('json')
    missing.assertStatus(404)
    assert.equal(missing.body().reason, REGISTRATION_MESSAGES.notFound)
    const { open } = await setup()
    const unverified = await makeUser({ verified: false, onboarded: false })
    const response = await client.post(`/study-spaces/${open.id}/join`).loginAs(unverified).withCsrfToken().withInertia()
    assert.oneOf(response.status(), [401, 403])
    assert.lengthOf((await writtenFor(open.id, unverified.id)).registrations, 0)
  })
})
