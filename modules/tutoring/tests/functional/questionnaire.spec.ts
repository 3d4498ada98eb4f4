import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { FORM_MESSAGES, type FormBlock } from '#modules/forms/shared/index'
import SessionRegistration from '../../models/session_registration.js'
import TutoringSession from '../../models/tutoring_session.js'
import { registerForSession } from '../../actions/register_for_session.js'
import { unregisterFromSession } from '../../actions/unregister_from_session.js'
import { SESSION_QUESTIONNAIRE_MESSAGES, questionnaireBlocks, storedAnswers } from '../../questionnaire.js'
import { makeSession, setTimes } from '../factories.js'

/*
 * Issue 21 §3 "Questionnaires" for one-off sessions: spec 001 §3.3 session.questionnaire (forms
 * engine blocks, spec 001 §3.10) and session_registration.details; answers validated as spec 001
 * §5.1; editable until the session starts.
 */
const QUESTIONS: FormBlock[] = [
  { name: 'qgoal', type: 'textarea', label: 'What do you want to practise?', required: true, maxLength: 2000 },
  { name: 'qlevel', type: 'radio', label: 'Your level', required: true, options: [{ value: 'New to it', label: 'New to it' }, { value: 'Some practice', label: 'Some practice' }] },
]
const EDITED = [
  { name: 'qname', type: 'text', label: 'What should we call you?', required: true },
  { name: 'qtopics', type: 'multi-checkbox', label: 'Which topics?', options: [{ value: 'Fractions', label: 'Fractions' }, { value: 'Graphs', label: 'Graphs' }] },
]

type Person = Awaited<ReturnType<typeof makeUser>>
const staff = () => makeUser({ roles: ['admin:basic'] })
const questionnaireOf = async (id: number) => (await TutoringSession.findOrFail(id)).questionnaire
const registrationOf = (sessionId: number, userId: number) => SessionRegistration.query().where('session_id', sessionId).where('user_id', userId).whereNull('deleted_at').first()

async function setting() {
  const { session, host } = await makeSession({ questionnaire: QUESTIONS })
  return { session, host }
}

test.group('Editing a session questionnaire GET/PUT /session/:id/questionnaire (issue 21 §3)', () => {
  test('who may: the host and staff; not a visitor, learner, registrant or another tutor', async ({ client, assert }) => {
    const { session, host } = await setting()
    const registrant = await makeLearner()
    assert.isTrue((await registerForSession(session.id, registrant.id, { answers: { qgoal: 'x', qlevel: 'New to it' } })).ok)
    const path = `/session/${session.id}/questionnaire`
    const get = (user: Person | null) => (user ? client.get(path).withInertia().redirects(0).loginAs(user) : client.get(path).withInertia().redirects(0))
    const put = (user: Person | null) => {
      const request = client.put(path).json({ questions: EDITED }).withCsrfToken().accept('json')
      return user ? request.loginAs(user) : request
    }

    ;(await put(null)).assertStatus(401)
    for (const user of [await makeLearner(), registrant, await makeTutor()]) {
      // The editor is not shown: back to the session with the reason.
      const page = await get(user)
      page.assertStatus(302)
      page.assertHeader('location', `/session/${session.id}`)
      const refused = await put(user)
      refused.assertStatus(403)
      assert.equal(refused.body().reason, SESSION_QUESTIONNAIRE_MESSAGES.hostOnly)
    }
    assert.deepEqual(await questionnaireOf(session.id), QUESTIONS)

    const page = await get(host)
    page.assertStatus(200)
    assert.equal(page.inertiaComponent, 'tutoring/questionnaire_edit')
    assert.deepEqual(page.inertiaProps.questions, QUESTIONS)
    ;(await put(host)).assertStatus(200)
    const saved = (await questionnaireOf(session.id)) as FormBlock[]
    assert.deepEqual(saved.map((block) => [block.name, block.type, block.required]), [['qname', 'text', true], ['qtopics', 'multi-checkbox', false]])

    ;(await get(await staff())).assertStatus(200)
    const cleared = await client.put(path).json({ questions: [] }).withCsrfToken().accept('json').loginAs(await staff())
    cleared.assertStatus(200)
    assert.deepEqual(await questionnaireOf(session.id), [])
  })

  test('bad questions: a clear message and nothing written (max 20, labels ≤ 200, 2–10 options)', async ({ client, assert }) => {
    const { session, host } = await setting()
    const put = (questions: unknown) => client.put(`/session/${session.id}/questionnaire`).json({ questions }).withCsrfToken().accept('json').loginAs(host)
    const choice = (options: string[]) => [{ name: 'qx', type: 'radio', label: 'Pick', options: options.map((label) => ({ value: label, label })) }]
    const cases: [unknown, string][] = [
      [Array.from({ length: 21 }, (_, i) => ({ name: `q${i}`, type: 'text', label: `Q${i}` })), 'A questionnaire has at most 20 questions.'],
      [[{ name: 'qx', type: 'text', label: 'x'.repeat(201) }], 'A question is at most 200 characters.'],
      [[{ name: 'qx', type: 'text', label: '   ' }], 'Every question needs its text.'],
      [[{ name: 'qx', type: 'date', label: 'When?' }], 'Choose short text, long text, single choice or multiple choice.'],
      [choice(['Only one']), 'Question 1 needs 2 to 10 options.'],
      [choice(Array.from({ length: 11 }, (_, i) => `Option ${i}`)), 'A question has at most 10 options.'],
      [choice(['Same', 'Same']), 'Question 1 has the same option twice.'],
      [choice(['Fine', '']), 'Every option needs its text.'],
      [[{ name: 'qx', type: 'text', label: 'A' }, { name: 'qx', type: 'text', label: 'B' }], 'Two questions have the same name.'],
      [[{ name: 'form', type: 'text', label: 'A' }], 'A question has a name the editor did not make.'],
      [[{ name: 'qx', type: 'text', label: 'A', options: [{ value: 'a', label: 'a' }, { value: 'b', label: 'b' }] }], 'Question 1 is a text question: it has no options.'],
    ]
    for (const [questions, message] of cases) {
      const response = await put(questions)
      response.assertStatus(422)
      assert.include(response.body().errors.map((error: any) => error.message), message, JSON.stringify(questions).slice(0, 80))
    }
    assert.deepEqual(await questionnaireOf(session.id), QUESTIONS)
  })

  test('once the session started (or was canceled) the questionnaire is closed, nothing written', async ({ client, assert }) => {
    const { session, host } = await setting()
    await setTimes(session.id, { start_date: DateTime.utc().minus({ minutes: 5 }), end_date: DateTime.utc().plus({ minutes: 55 }) })
    const response = await client.put(`/session/${session.id}/questionnaire`).json({ questions: EDITED }).withCsrfToken().accept('json').loginAs(host)
    response.assertStatus(422)
    assert.equal(response.body().reason, SESSION_QUESTIONNAIRE_MESSAGES.editClosed)
    assert.deepEqual(await questionnaireOf(session.id), QUESTIONS)
  })

  test('the blocks are checked by the forms engine (unit of questionnaireBlocks)', ({ assert }) => {
    const result = questionnaireBlocks([{ name: 'qa', type: 'text', label: 'Name' }, { name: 'qb', type: 'radio', label: 'Pick', required: true, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] }])
    assert.deepEqual(result, {
      blocks: [
        { name: 'qa', type: 'text', label: 'Name', required: false, maxLength: 200 },
        { name: 'qb', type: 'radio', label: 'Pick', required: true, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
      ],
    })
  })
})

test.group('Answering at registration POST /session/:id/registration (issue 21 §3)', () => {
  test('missing or bad answers: 422 by question, not registered, no seat taken', async ({ client, assert }) => {
    const { session } = await setting()
    const learner = await makeLearner()
    const response = await client.post(`/session/${session.id}/registration`).json({ qlevel: 'Expert' }).withCsrfToken().accept('json').loginAs(learner)
    response.assertStatus(422)
    const byField = Object.fromEntries(response.body().errors.map((error: any) => [error.field, error.message]))
    assert.equal(byField.qgoal, FORM_MESSAGES.required)
    assert.equal(byField.qlevel, FORM_MESSAGES.choice)
    assert.isNull(await registrationOf(session.id, learner.id))
    assert.equal((await TutoringSession.findOrFail(session.id)).seatsTaken, 0)
  })

  test('good answers register and are stored on details.questionnaire; re-registering replaces them', async ({ client, assert }) => {
    const { session } = await setting()
    const learner = await makeLearner()
    const response = await client
      .post(`/session/${session.id}/registration`)
      .json({ qgoal: '  Fractions ', qlevel: 'Some practice', sneaky: 'dropped' })
      .withCsrfToken()
      .accept('json')
      .loginAs(learner)
    response.assertStatus(200)
    const stored = storedAnswers((await registrationOf(session.id, learner.id))!.details)!
    assert.deepEqual(stored.answers, { qgoal: 'Fractions', qlevel: 'Some practice' })
    assert.isTrue(DateTime.fromISO(stored.answeredAt).isValid)

    assert.isTrue((await unregisterFromSession(session.id, learner.id)).ok)
    assert.isTrue((await registerForSession(session.id, learner.id, { answers: { qgoal: 'Graphs', qlevel: 'New to it' } })).ok)
    assert.deepEqual(storedAnswers((await registrationOf(session.id, learner.id))!.details)!.answers, { qgoal: 'Graphs', qlevel: 'New to it' })
  })

  test('a session without a questionnaire registers without answers and stores none', async ({ client, assert }) => {
    const { session } = await makeSession()
    const learner = await makeLearner()
    ;(await client.post(`/session/${session.id}/registration`).withCsrfToken().accept('json').loginAs(learner)).assertStatus(200)
    assert.deepEqual((await registrationOf(session.id, learner.id))!.details, {})
  })
})

test.group('Changing answers PUT /session/:id/registration/answers (issue 21 §3)', () => {
  test('the registrant, until the session starts; not a visitor, another learner or the host', async ({ client, assert }) => {
    const { session, host } = await setting()
    const ana = await makeLearner()
    const ben = await makeLearner()
    assert.isTrue((await registerForSession(session.id, ana.id, { answers: { qgoal: 'Fractions', qlevel: 'New to it' } })).ok)
    const put = (user: Person | null, body: Record<string, unknown>) => {
      const request = client.put(`/session/${session.id}/registration/answers`).json(body).withCsrfToken().accept('json')
      return user ? request.loginAs(user) : request
    }
    ;(await put(null, { qgoal: 'Hack', qlevel: 'New to it' })).assertStatus(401)
    for (const other of [ben, host, await staff()]) {
      const refused = await put(other, { qgoal: 'Hack', qlevel: 'New to it' })
      refused.assertStatus(403)
      assert.equal(refused.body().reason, SESSION_QUESTIONNAIRE_MESSAGES.notRegistered)
    }
    const bad = await put(ana, { qgoal: '', qlevel: 'New to it' })
    bad.assertStatus(422)
    assert.equal(bad.body().errors.find((error: any) => error.field === 'qgoal').message, FORM_MESSAGES.required)
    assert.deepEqual(storedAnswers((await registrationOf(session.id, ana.id))!.details)!.answers, { qgoal: 'Fractions', qlevel: 'New to it' })

    ;(await put(ana, { qgoal: 'Decimals', qlevel: 'Some practice' })).assertStatus(200)
    assert.deepEqual(storedAnswers((await registrationOf(session.id, ana.id))!.details)!.answers, { qgoal: 'Decimals', qlevel: 'Some practice' })

    await setTimes(session.id, { start_date: DateTime.utc().minus({ minutes: 1 }), end_date: DateTime.utc().plus({ minutes: 59 }) })
    const late = await put(ana, { qgoal: 'Too late', qlevel: 'New to it' })
    late.assertStatus(422)
    assert.equal(late.body().reason, SESSION_QUESTIONNAIRE_MESSAGES.started)
    assert.deepEqual(storedAnswers((await registrationOf(session.id, ana.id))!.details)!.answers, { qgoal: 'Decimals', qlevel: 'Some practice' })
  })
})

test.group('Reading answers on the session page (issue 21 §3)', () => {
  test('the host and staff see every answer; a registrant only their own; another learner and a visitor none', async ({ client, assert }) => {
    const { session, host } = await setting()
    const ana = await makeLearner()
    const ben = await makeLearner()
    assert.isTrue((await registerForSession(session.id, ana.id, { answers: { qgoal: 'Fractions', qlevel: 'New to it' } })).ok)
    assert.isTrue((await registerForSession(session.id, ben.id, { answers: { qgoal: 'Graphs', qlevel: 'Some practice' } })).ok)
    const props = async (user: Person | null) => {
      const request = client.get(`/session/${session.id}`).withInertia()
      const response = await (user ? request.loginAs(user) : request)
      response.assertStatus(200)
      return response.inertiaProps as any
    }

    for (const reader of [host, await staff()]) {
      const seen = await props(reader)
      assert.deepEqual(
        seen.learnerAnswers.map((row: any) => [row.userId, row.answers.qgoal]),
        [
          [ana.id, 'Fractions'],
          [ben.id, 'Graphs'],
        ]
      )
      assert.isNull(seen.ownAnswers)
    }
    assert.isTrue((await props(host)).viewer.canEditQuestionnaire)

    const anaView = await props(ana)
    assert.isNull(anaView.learnerAnswers)
    assert.deepEqual(anaView.ownAnswers.answers, { qgoal: 'Fractions', qlevel: 'New to it' })
    assert.isTrue(anaView.ownAnswers.editable)
    assert.isFalse(anaView.viewer.canEditQuestionnaire)
    assert.notInclude(JSON.stringify(anaView), 'Graphs')

    for (const outsider of [await makeLearner(), null]) {
      const seen = await props(outsider)
      assert.isNull(seen.learnerAnswers)
      assert.isNull(seen.ownAnswers)
      assert.notInclude(JSON.stringify(seen), 'Fractions')
      assert.equal(seen.questionnaire.blocks.length, 2)
    }
  })
})
