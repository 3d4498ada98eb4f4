import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { User } from '#modules/identity/index'
import { ContentFlag, reviewContentFlag } from '#modules/safety/index'
import { registerForSession } from '#modules/tutoring/index'
import { makeSession } from '#modules/tutoring/tests/factories'
import { birthForAge, makeUser, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import SessionComment from '../../models/session_comment.js'
import { COMMENT_MESSAGES, COMMENTS_PER_MINUTE, MASK, MAX_COMMENT_LENGTH } from '../../shared/index.js'
import { makeComment, makeCommentedSession, makeLearner, makeStaff } from '../factories.js'

type Listed = { id: number; message: string; state: string; mine: boolean; masked: boolean; authorName: string }

async function listing(client: ApiClient, sessionId: number, user: User) {
  const response = await client.get(`/session/${sessionId}/comments`).header('accept', 'application/json').loginAs(user)
  response.assertStatus(200)
  return response.body() as { comments: Listed[]; canPost: boolean; canModerate: boolean }
}

function post(client: ApiClient, sessionId: number, user: User, message: unknown) {
  return client.post(`/session/${sessionId}/comments`).header('accept', 'application/json').withCsrfToken().json({ message }).loginAs(user)
}

const PHONE = 'text me on 555-123-4567 after the session'

test.group('Session comments: posting and reading (spec 001 §3.3)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a registrant posts; a signed-in member who may see the session reads it; the form is for participants only', async ({ client, assert }) => {
    const { session, registrant, host } = await makeCommentedSession()
    const response = await post(client, session.id, registrant, '  Thanks for the examples!  ')
    response.assertStatus(201)
    assert.isFalse(response.body().held)
    assert.equal(response.body().message, COMMENT_MESSAGES.posted)
    const stored = await SessionComment.findOrFail(response.body().id)
    assert.equal(stored.message, 'Thanks for the examples!')
    assert.isNull(stored.hiddenAt)

    const bystander = await makeLearner()
    const seen = await listing(client, session.id, bystander)
    assert.isFalse(seen.canPost)
    assert.isFalse(seen.canModerate)
    assert.deepInclude(seen.comments.map((c) => [c.message, c.state]), ['Thanks for the examples!', 'visible'])
    assert.isTrue((await listing(client, session.id, host)).canPost)
    // Display names only: never an e-mail address or a birth date.
    const raw = JSON.stringify(seen)
    assert.notInclude(raw, registrant.email)
    assert.notInclude(raw, 'dateOfBirth')
  }).timeout(60_000)

  test('bad input gets a clear message and changes nothing: {label}')
    .with([
      { label: 'empty', message: '   ', expected: COMMENT_MESSAGES.empty },
      { label: 'missing', message: undefined, expected: COMMENT_MESSAGES.empty },
      { label: 'not text', message: { a: 1 }, expected: COMMENT_MESSAGES.empty },
      { label: `over ${MAX_COMMENT_LENGTH} characters`, message: 'a'.repeat(MAX_COMMENT_LENGTH + 1), expected: COMMENT_MESSAGES.tooLong },
    ])
    .run(async ({ client, assert }, row) => {
      const { session, registrant } = await makeCommentedSession()
      const response = await post(client, session.id, registrant, row.message)
      response.assertStatus(422)
      assert.equal(response.body().errors[0].message, row.expected)
      assert.lengthOf(await SessionComment.query().where('session_id', session.id), 0)
    })
    .timeout(60_000)

  test(`exactly ${MAX_COMMENT_LENGTH} characters is accepted`, async ({ client }) => {
    const { session, registrant } = await makeCommentedSession()
    ;(await post(client, session.id, registrant, 'b'.repeat(MAX_COMMENT_LENGTH))).assertStatus(201)
  }).timeout(60_000)

  test('posting is rate-limited per person', async ({ client, assert }) => {
    const { session, registrant } = await makeCommentedSession()
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) (await post(client, session.id, registrant, `Comment ${i}`)).assertStatus(201)
    const refused = await post(client, session.id, registrant, 'One too many')
    refused.assertStatus(429)
    assert.include(refused.text(), COMMENT_MESSAGES.tooMany)
    assert.lengthOf(await SessionComment.query().where('session_id', session.id), COMMENTS_PER_MINUTE)
  }).timeout(60_000)

  test('message_safe: between adults, contact details are not held but others read them masked; the author and moderators read the original', async ({ client, assert }) => {
    const { session, host } = await makeSession()
    const adultLearner = await makeUser({ birth: birthForAge(20) })
    const outcome = await registerForSession(session.id, adultLearner.id)
    assert.isTrue(outcome.ok)
    const response = await post(client, session.id, adultLearner, 'Notes are on my site, mail me at adult.learner@example.org')
    response.assertStatus(201)
    assert.isFalse(response.body().held)
    const stored = await SessionComment.findOrFail(response.body().id)
    assert.notInclude(stored.messageSafe, 'adult.learner@example.org')

    const hostView = (await listing(client, session.id, host)).comments.find((c) => c.id === stored.id)!
    assert.notInclude(hostView.message, 'adult.learner@example.org')
    assert.include(hostView.message, MASK)
    assert.isTrue(hostView.masked)
    const own = (await listing(client, session.id, adultLearner)).comments.find((c) => c.id === stored.id)!
    assert.include(own.message, 'adult.learner@example.org')
    const moderator = (await listing(client, session.id, await makeStaff(['admin:policy']))).comments.find((c) => c.id === stored.id)!
    assert.include(moderator.message, 'adult.learner@example.org')
  }).timeout(60_000)
})

test.group('Session comments: held for contact details (issue 13 §4 ★)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a minor writing contact details where an adult reads: held, flagged to safety, the writer told; dismissing the flag releases it masked', async ({ client, assert }) => {
    const { session, registrant, host } = await makeCommentedSession()
    const response = await post(client, session.id, registrant, PHONE)
    response.assertStatus(201)
    assert.isTrue(response.body().held)
    assert.equal(response.body().message, COMMENT_MESSAGES.held)
    const comment = await SessionComment.findOrFail(response.body().id)
    assert.isNotNull(comment.hiddenAt)
    assert.isNotNull(comment.heldAt)
    assert.isNull(comment.hiddenByUserId)

    const flag = await ContentFlag.query().where('content_type', 'session_comment').where('subject_id', comment.id).firstOrFail()
    assert.equal(flag.status, 'open')
    assert.equal(flag.category, 'overly-personal-content')

    // Nobody but the writer and moderators sees it; the writer sees it marked.
    assert.notInclude((await listing(client, session.id, host)).comments.map((c) => c.id), comment.id)
    assert.notInclude((await listing(client, session.id, await makeLearner())).comments.map((c) => c.id), comment.id)
    const own = (await listing(client, session.id, registrant)).comments.find((c) => c.id === comment.id)!
    assert.equal(own.state, 'held')

    // The staff page's "held only" filter lists it.
    const policy = await makeStaff(['admin:policy'])
    const page = await client.get('/admin/comments/sessions?filter=held').withInertia().loginAs(policy)
    page.assertStatus(200)
    assert.include((page.inertiaProps as any).comments.map((c: { id: number }) => c.id), comment.id)

    // Safety's review dismisses the flag: the comment shows, masked for others.
    const safety = await makeStaff(['admin:safety'])
    await db.transaction((trx) => reviewContentFlag(flag.id, { outcome: 'dismissed', reviewerId: safety.id, note: null }, { client: trx }))
    await eventually(async () => (await SessionComment.findOrFail(comment.id)).hiddenAt === null, 'the release')
    const released = (await listing(client, session.id, host)).comments.find((c) => c.id === comment.id)!
    assert.equal(released.state, 'visible')
    assert.notInclude(released.message, '555-123-4567')
  }).timeout(60_000)

  test('an upheld flag hides the held comment for good (hidden by the reviewer)', async ({ client, assert }) => {
    const { session, registrant } = await makeCommentedSession()
    const response = await post(client, session.id, registrant, 'my snap: jane.doe99')
    assert.isTrue(response.body().held)
    const flag = await ContentFlag.query().where('content_type', 'session_comment').where('subject_id', response.body().id).firstOrFail()
    const safety = await makeStaff(['admin:safety'])
    await db.transaction((trx) => reviewContentFlag(flag.id, { outcome: 'upheld', reviewerId: safety.id, note: null }, { client: trx }))
    await eventually(async () => (await SessionComment.findOrFail(response.body().id)).hiddenByUserId === safety.id, 'the hide')
    const own = (await listing(client, session.id, registrant)).comments.find((c) => c.id === response.body().id)!
    assert.equal(own.state, 'hidden')
  }).timeout(60_000)

  test('the safety queue resolves the held comment for safety staff only', async ({ client, assert }) => {
    const { resolveSubject } = await import('#kernel/subjects')
    const { session, registrant, host } = await makeCommentedSession()
    const response = await post(client, session.id, registrant, PHONE)
    const ref = { type: 'session_comment', id: response.body().id as number }
    const safety = await makeStaff(['admin:safety'])
    assert.include((await resolveSubject(ref, { id: safety.id }))!.title, '555-123-4567')
    assert.isNull(await resolveSubject(ref, { id: host.id }))
    assert.isNull(await resolveSubject(ref, null))
    assert.equal((await resolveSubject(ref, { id: registrant.id }))!.href, `/session/${session.id}#session-comment-${ref.id}`)
  }).timeout(60_000)
})

test.group('Session comments: hiding (spec 000 §6.3 "Comments: policy or mentor")', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a moderator hides a comment from the staff page; others stop seeing it, the author sees it marked; unhide shows it again', async ({ client, assert }) => {
    const { session, registrant, host } = await makeCommentedSession()
    const comment = await makeComment(session.id, registrant.id, 'This was a great session!')
    const mentor = await makeStaff(['admin:mentor'])

    const hidden = await client.post(`/session-comments/${comment.id}/hide`).withInertia().withCsrfToken().redirects(0).loginAs(mentor)
    hidden.assertStatus(302)
    assert.equal(hidden.flashMessages()?.success, COMMENT_MESSAGES.hidden)
    await comment.refresh()
    assert.equal(comment.hiddenByUserId, mentor.id)
    // The staff audit log records it (admin's handler of 'moderation.action').
    const audited = { action: 'session_comment.hide', subject_type: 'session_comment', subject_id: String(comment.id), actor_user_id: mentor.id }
    await eventually(async () => Boolean(await db.from('admin_audit_events').where(audited).first()), 'the audit row')

    assert.notInclude((await listing(client, session.id, host)).comments.map((c) => c.id), comment.id)
    const own = (await listing(client, session.id, registrant)).comments.find((c) => c.id === comment.id)!
    assert.equal(own.state, 'hidden')
    const staffView = (await listing(client, session.id, mentor)).comments.find((c) => c.id === comment.id)!
    assert.equal(staffView.state, 'hidden')

    const page = await client.get('/admin/comments/sessions?filter=hidden').withInertia().loginAs(mentor)
    const row = (page.inertiaProps as any).comments.find((c: { id: number }) => c.id === comment.id)
    assert.equal(row.state, 'hidden')
    assert.equal(row.sessionId, session.id)

    const again = await client.post(`/session-comments/${comment.id}/hide`).header('accept', 'application/json').withCsrfToken().loginAs(mentor)
    again.assertStatus(409)
    assert.equal(again.body().message, COMMENT_MESSAGES.alreadyHidden)

    const shown = await client.post(`/session-comments/${comment.id}/unhide`).header('accept', 'application/json').withCsrfToken().loginAs(mentor)
    shown.assertStatus(200)
    assert.equal((await listing(client, session.id, host)).comments.find((c) => c.id === comment.id)?.state, 'visible')
    const notHidden = await client.post(`/session-comments/${comment.id}/unhide`).header('accept', 'application/json').withCsrfToken().loginAs(mentor)
    notHidden.assertStatus(409)
  }).timeout(60_000)

  test('a dismissed flag never shows again what a moderator hid', async ({ client, assert }) => {
    const { session, registrant } = await makeCommentedSession()
    const response = await post(client, session.id, registrant, PHONE)
    const policy = await makeStaff(['admin:policy'])
    ;(await client.post(`/session-comments/${response.body().id}/hide`).header('accept', 'application/json').withCsrfToken().loginAs(policy)).assertStatus(200)
    const flag = await ContentFlag.query().where('content_type', 'session_comment').where('subject_id', response.body().id).firstOrFail()
    await db.transaction((trx) => reviewContentFlag(flag.id, { outcome: 'dismissed', reviewerId: policy.id, note: null }, { client: trx }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const comment = await SessionComment.findOrFail(response.body().id)
    assert.isNotNull(comment.hiddenAt)
    assert.equal(comment.hiddenByUserId, policy.id)
  }).timeout(60_000)
})
