import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { registrarFor } from '#kernel/hooks'
import { sqlTime } from '#app/support/database/values'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeSeries, makeTemplate } from '#modules/series/tests/factories'
import { makePastSession } from '#modules/tutoring/tests/factories'
import { seriesNpsPrompt, sessionFeedbackPrompt } from '../../prompts.js'
import { DEFAULT_NPS_QUESTIONS } from '../../shared/index.js'

/*
 * The NPS questions' wording (spec 002 §9 "The SAT bootcamp NPS wording applies when the series
 * has an SAT test ending within 7 days"): feedback never names a program; a program words the
 * questions of its own series through the `feedback.npsQuestion` outlet, else feedback's default.
 * The SAT bootcamp's own wording is tested in that program's tests (nps_wording.spec.ts).
 */

const PROGRAM = 'nps-wording-test-program'
const QUESTIONS = { learner: 'Would you send a friend to this test program?', tutor: 'Would you host this test program again?' }
registrarFor('nps-wording-test', { programSlug: PROGRAM, abilityPrefix: 'nps_wording_test' }).outlet('feedback.npsQuestion', ({ audience }) => [{ question: QUESTIONS[audience] }])

const attend = (sessionId: number, userId: number) =>
  db.table('session_attendees').insert({ session_id: sessionId, user_id: userId, role: 'learner', joined_at: sqlTime(DateTime.utc()), created_at: sqlTime(DateTime.utc()) })

/** A learner's first attended session (the NPS question is asked: spec 002 §9 count 1), in a series of `programSlug`'s template (or none). */
async function firstSessionIn(programSlug: string | null | 'no series') {
  const learner = await makeLearner()
  const made = await makePastSession({ learners: [learner] })
  await attend(made.session.id, learner.id)
  if (programSlug !== 'no series') {
    const world = await makeWorld('public')
    const template = programSlug ? await makeTemplate(world, { programSlug, programIteration: 'one' }) : await makeTemplate(world)
    const { series } = await makeSeries({ hostId: made.host.id, world, template, sessions: 1, firstIn: { days: 3 } })
    await db.from('tutoring_sessions').where('id', made.session.id).update({ series_id: series.id })
  }
  return { learner, ...made }
}

/** A series of `programSlug`'s template whose last session ended yesterday (prompt 5 is due for its host). */
async function endedSeriesOf(programSlug: string | null) {
  const tutor = await makeTutor()
  const world = await makeWorld('public')
  const template = programSlug ? await makeTemplate(world, { programSlug, programIteration: 'one' }) : null
  const { series } = await makeSeries({ hostId: tutor.id, world, template, sessions: 2, firstIn: { days: -9 } })
  return { tutor, series }
}

test.group('NPS question wording (spec 002 §9)', () => {
  test('prompt 6: a program words the NPS question of its own series; no series, no program or another program: the default', async ({ assert }) => {
    const programs = await firstSessionIn(PROGRAM)
    const programPrompt = await sessionFeedbackPrompt(programs.learner.id)
    assert.deepInclude(programPrompt?.props, { sessionId: programs.session.id, npsAsked: true, npsQuestion: QUESTIONS.learner })

    for (const other of ['no series', null, 'another-program'] as const) {
      const made = await firstSessionIn(other)
      const prompt = await sessionFeedbackPrompt(made.learner.id)
      assert.deepInclude(prompt?.props, { sessionId: made.session.id, npsAsked: true, npsQuestion: DEFAULT_NPS_QUESTIONS.learner }, String(other))
    }
  })

  test('prompt 6: no NPS question (2 attended sessions), no wording asked', async ({ assert }) => {
    const made = await firstSessionIn(PROGRAM)
    const earlier = await makePastSession({ learners: [made.learner], startedMinutesAgo: 20 * 24 * 60 })
    await attend(earlier.session.id, made.learner.id)
    const prompt = await sessionFeedbackPrompt(made.learner.id)
    assert.deepInclude(prompt?.props, { sessionId: made.session.id, npsAsked: false, npsQuestion: null })
  })

  test('prompt 5 (series NPS): the program words its own series; a series of no program keeps the default', async ({ assert }) => {
    const programs = await endedSeriesOf(PROGRAM)
    assert.deepInclude((await seriesNpsPrompt(programs.tutor.id))?.props, { seriesId: programs.series.id, npsQuestion: QUESTIONS.tutor })
    const plain = await endedSeriesOf(null)
    assert.deepInclude((await seriesNpsPrompt(plain.tutor.id))?.props, { seriesId: plain.series.id, npsQuestion: DEFAULT_NPS_QUESTIONS.tutor })
  })

  test('the learner sees the wording on the next page (the prompt of /dashboard)', async ({ client, assert }) => {
    const made = await firstSessionIn(PROGRAM)
    const page = await client.get('/dashboard').withInertia().loginAs(made.learner)
    assert.equal(page.inertiaProps.prompt?.key, 'feedback.session')
    assert.equal(page.inertiaProps.prompt?.props.npsQuestion, QUESTIONS.learner)
  })
})
