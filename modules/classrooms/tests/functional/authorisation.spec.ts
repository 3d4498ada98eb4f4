import { test } from '@japa/runner'
import { birthForAge, makeLearner, makeUser, resetRateLimits } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { checkMatrixRow, type MatrixRow } from '#tests/helpers/authorization_matrix'
import { addMember, makeClassroom } from '../factories.js'

/*
 * Every classroom route for each kind of person (issue 18 §3 "authorisation rows for every route:
 * an educator sees only consenting learners of their own classroom"; README "Who may do what"):
 * a visitor (401); a learner who shares with the classroom; a member who withdrew their consent;
 * a learner with no part in it; another educator; the classroom's educator; staff (admin:basic)
 * and safety staff (admin:safety).
 */
type Who = 'visitor' | 'member' | 'withdrawn' | 'stranger' | 'otherEducator' | 'educator' | 'staff' | 'safety'
const WHO: Who[] = ['visitor', 'member', 'withdrawn', 'stranger', 'otherEducator', 'educator', 'staff', 'safety']
const SIGNED_IN = WHO.filter((who) => who !== 'visitor')
const ADULTS: Who[] = ['otherEducator', 'educator', 'staff', 'safety']

let people: Record<Exclude<Who, 'visitor'>, User>

/** A fresh classroom of the educator with the member (sharing) and the withdrawn member, so writes never touch the next person's row. */
async function classroom() {
  const room = await makeClassroom(people.educator.id)
  await addMember(room.id, people.member.id)
  await addMember(room.id, people.withdrawn.id, false)
  return room
}

const ROWS: MatrixRow<Who>[] = [
  { label: 'GET /classrooms (My Classrooms)', method: 'get', prepare: async () => ({ url: '/classrooms' }), allowed: SIGNED_IN, denied: { default: 403 } },
  { label: 'POST /classrooms (adults and staff create)', method: 'post', prepare: async () => ({ url: '/classrooms', body: { name: 'A new class' } }), allowed: ADULTS, denied: { default: 403 } },
  { label: 'GET /classrooms/join', method: 'get', prepare: async () => ({ url: '/classrooms/join?code=abcd-efgh' }), allowed: SIGNED_IN, denied: { default: 403 } },
  {
    label: 'POST /classrooms/join (anyone signed in, with a code and consent)',
    method: 'post',
    prepare: async () => ({ url: '/classrooms/join', body: { code: (await makeClassroom((await makeUser({ birth: birthForAge(40) })).id)).joinCode, consent: true } }),
    allowed: SIGNED_IN,
    denied: { default: 403 },
  },
  {
    label: 'GET /classrooms/:id/certifications (its educator; safety staff)',
    method: 'get',
    prepare: async () => ({ url: `/classrooms/${(await classroom()).id}/certifications` }),
    allowed: ['educator', 'safety'],
    denied: { default: 404 },
  },
  { label: 'POST /classrooms/:id/code (its educator only)', method: 'post', prepare: async () => ({ url: `/classrooms/${(await classroom()).id}/code` }), allowed: ['educator'], denied: { default: 404 } },
  {
    label: 'POST /classrooms/:id/sharing (the member themself)',
    method: 'post',
    prepare: async () => ({ url: `/classrooms/${(await classroom()).id}/sharing`, body: { share: true } }),
    allowed: ['member', 'withdrawn'],
    denied: { default: 404 },
  },
  { label: 'POST /classrooms/:id/leave (the member themself)', method: 'post', prepare: async () => ({ url: `/classrooms/${(await classroom()).id}/leave` }), allowed: ['member', 'withdrawn'], denied: { default: 404 } },
]

test.group('Classrooms: authorisation (issue 18 §3)', (group) => {
  group.setup(async () => {
    people = {
      member: await makeLearner(),
      withdrawn: await makeLearner(),
      stranger: await makeLearner(),
      otherEducator: await makeUser({ birth: birthForAge(30) }),
      educator: await makeUser({ birth: birthForAge(45) }),
      staff: await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] as any }),
      safety: await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic', 'admin:safety'] as any }),
    }
  })
  group.each.setup(() => resetRateLimits())

  for (const row of ROWS) {
    test(row.label, async (context) => {
      await checkMatrixRow(context, row, { visitor: null, ...people }, { refusalMayFlash: true })
    })
  }

  test('safety staff see the class as the educator does, without the join code', async ({ client, assert }) => {
    const room = await classroom()
    const seen = (await client.get(`/classrooms/${room.id}/certifications`).withInertia().loginAs(people.safety)).inertiaProps as any
    assert.isFalse(seen.classroom.canManage)
    assert.isNull(seen.classroom.joinCode)
    assert.lengthOf(seen.learners, 1, 'the sharing member only')
  })

  test('an account not yet reviewed cannot join (the account-pending modal)', async ({ client, assert }) => {
    const room = await classroom()
    const unreviewed = await makeUser({ roles: [] })
    const response = await client.post('/classrooms/join').json({ code: room.joinCode, consent: true }).withCsrfToken().withInertia().loginAs(unreviewed).redirects(0)
    assert.equal(response.status(), 302)
    assert.equal((response.flashMessages() as any)?.accountGate?.gate, 'pending')
  })
})
