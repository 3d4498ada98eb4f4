import { test } from '@japa/runner'
import { registerSubjectType } from '#kernel/subjects'
import { makeLearner, makeUser, resetRateLimits } from '#tests/helpers/users'
import { ContentFlag } from '../../index.js'
import { REPORTS_PER_HOUR, REPORT_DETAILS_MAX, SAFETY_MESSAGES } from '../../shared/index.js'

/*
 * POST /reports/content (issue 10 §2 "Report on every post and comment", issue 13 §1): the
 * reporter must see the subject (its owner's resolver decides, else 404), the reason must be one
 * offered to reporters (spec 002 §9), and a repeat report is the same report.
 */
const flagsOf = (type: string, id: number) => ContentFlag.query().where('content_type', type).where('subject_id', id)

/*
 * A subject of this test's own (the safety module sits below worlds, sessions and posts): things
 * 1..999 are public, 1000+ are seen only by the member stored for them; unknown ones do not exist.
 */
const THING = 'test_report_thing'
const membersOf = new Map<number, number>()
let nextThing = 1
registerSubjectType('test:reports', THING, {
  async resolve(id, viewer) {
    if (id >= 5000) return null
    if (id >= 1000 && membersOf.get(id) !== viewer?.id) return null
    return { title: `Thing number ${id}`, href: `/things/${id}` }
  },
})
const makeThing = () => ({ id: nextThing++ })
const makeMembersOnlyThing = (memberId: number) => {
  const id = 1000 + nextThing++
  membersOf.set(id, memberId)
  return id
}

test.group('POST /reports/content', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a visitor is refused (401) and nothing is stored', async ({ client, assert }) => {
    const thing = makeThing()
    const response = await client.post('/reports/content').json({ subjectType: THING, subjectId: thing.id, category: 'spam' }).withCsrfToken().accept('json')
    response.assertStatus(401)
    assert.lengthOf(await flagsOf(THING, thing.id), 0)
  })

  test('a signed-in learner reports a subject they see: the flag keeps its title and link, severity per spec 002 §9', async ({ client, assert }) => {
    const [thing, learner] = [makeThing(), await makeLearner()]
    const response = await client
      .post('/reports/content')
      .json({ subjectType: THING, subjectId: thing.id, category: 'threatening-violence', details: '  They threatened someone.  ' })
      .withCsrfToken().accept('json')
      .loginAs(learner)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { severity: 'high' })
    const [flag] = await flagsOf(THING, thing.id)
    assert.include(flag.$attributes, { userId: learner.id, category: 'threatening-violence', severity: 'high', status: 'open', content: `Thing number ${thing.id}`, link: `/things/${thing.id}`, details: 'They threatened someone.' })
  })

  test('a repeat report gets the same answer and stays one flag', async ({ client, assert }) => {
    const [thing, learner] = [makeThing(), await makeLearner()]
    const send = () => client.post('/reports/content').json({ subjectType: THING, subjectId: thing.id, category: 'spam' }).withCsrfToken().accept('json').loginAs(learner)
    const first = await send()
    const second = await send()
    first.assertStatus(200)
    second.assertStatus(200)
    assert.deepEqual(second.body(), first.body())
    assert.lengthOf(await flagsOf(THING, thing.id), 1)
  })

  test('a subject the reporter cannot see is a 404 (seen by members only, missing)', async ({ client, assert }) => {
    const [outsider, member] = await Promise.all([makeLearner(), makeLearner()])
    const thingId = makeMembersOnlyThing(member.id)
    const hidden = await client.post('/reports/content').json({ subjectType: THING, subjectId: thingId, category: 'spam' }).withCsrfToken().accept('json').loginAs(outsider)
    hidden.assertStatus(404)
    const missing = await client.post('/reports/content').json({ subjectType: THING, subjectId: 987_654, category: 'spam' }).withCsrfToken().accept('json').loginAs(outsider)
    missing.assertStatus(404)
    assert.lengthOf(await flagsOf(THING, thingId), 0)
    const seen = await client.post('/reports/content').json({ subjectType: THING, subjectId: thingId, category: 'spam' }).withCsrfToken().accept('json').loginAs(member)
    seen.assertStatus(200)
  })

  test('bad input is refused with the field’s message and changes nothing', async ({ client, assert }) => {
    const [thing, learner] = [makeThing(), await makeLearner()]
    const send = (body: Record<string, unknown>) => client.post('/reports/content').json({ subjectType: THING, subjectId: thing.id, category: 'spam', ...body }).withCsrfToken().accept('json').loginAs(learner)
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ subjectType: 'nothing_here' }, 'subjectType', 'This cannot be reported.'],
      [{ subjectId: 'abc' }, 'subjectId', 'The subjectId field must be a number'],
      [{ category: 'background-check-failed' }, 'category', SAFETY_MESSAGES.chooseReason],
      [{ category: undefined }, 'category', SAFETY_MESSAGES.chooseReason],
      [{ details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }, 'details', SAFETY_MESSAGES.detailsTooLong],
    ]
    for (const [body, field, message] of cases) {
      const response = await send(body)
      response.assertStatus(422)
      const errors: Array<{ field: string; message: string }> = response.body().errors
      assert.deepInclude(errors.map((error) => ({ field: error.field, message: error.message })), { field, message }, JSON.stringify(body))
    }
    assert.lengthOf(await flagsOf(THING, thing.id), 0)
  })

  test(`more than ${REPORTS_PER_HOUR} reports an hour are refused with a clear message (429)`, async ({ client, assert }) => {
    const learner = await makeUser()
    const things = Array.from({ length: REPORTS_PER_HOUR + 1 }, () => makeThing())
    const statuses: number[] = []
    let last: { errors?: Array<{ message: string }> } = {}
    for (const thing of things) {
      const response = await client.post('/reports/content').json({ subjectType: THING, subjectId: thing.id, category: 'off-topic' }).withCsrfToken().accept('json').loginAs(learner)
      statuses.push(response.status())
      last = response.body()
    }
    assert.deepEqual(statuses, [...Array(REPORTS_PER_HOUR).fill(200), 429])
    assert.equal(last.errors?.[0]?.message, SAFETY_MESSAGES.rateLimited)
  })
})
