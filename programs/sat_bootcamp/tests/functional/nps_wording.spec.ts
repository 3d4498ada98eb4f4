import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { makePastSession } from '#modules/tutoring/tests/factories'
import { hooks } from '#kernel/hooks'
import { DEFAULT_NPS_QUESTIONS } from '#modules/feedback/shared/index'
import { linkSeriesToTest } from '../../actions/link_series_to_test.js'
import { SAT_NPS_QUESTIONS } from '../../nps_wording.js'
import { makeBootcamp, pinAt } from '../helpers.js'

/*
 * spec 002 §9 "The SAT bootcamp NPS wording applies when the series has an SAT test ending within
 * 7 days" (issue 16): the program answers feedback's `feedback.npsQuestion` outlet for its own
 * bootcamps (nps_wording.ts: from 7 days before the test day to 7 days after it).
 * The March 2027 test is on 2027-03-13.
 */

/** The blocking prompt a member meets on their next page (spec 000 §2.4), through the kernel. */
const promptOf = (viewerId: number) => hooks.firstPrompt({ viewerId, routeName: 'dashboard', path: '/dashboard' })

/** A learner's first attended session (spec 002 §9: the NPS question is asked) of a bootcamp of the March 2027 test. */
async function learnerOfBootcamp(options: { linked?: boolean } = {}) {
  const [host, learner] = await Promise.all([makeTutor(), makeLearner()])
  const bootcamp = await makeBootcamp(host.id, { test: '2027-03' })
  if ((options.linked ?? true) && !(await linkSeriesToTest(bootcamp.id, bootcamp.seriesTemplateId))) throw new Error('the bootcamp was not linked to its test')
  const { session } = await makePastSession({ host, learners: [learner] })
  await db.from('tutoring_sessions').where('id', session.id).update({ series_id: bootcamp.id })
  const now = sqlTime(DateTime.utc())
  await db.table('session_attendees').insert({ session_id: session.id, user_id: learner.id, role: 'learner', joined_at: now, created_at: now })
  return { learner, session, bootcamp }
}

test.group('SAT NPS wording (spec 002 §9)', () => {
  test('prompt 6: within 7 days of the test the learner is asked the SAT question; 8 days before or after, the default', async ({ assert, cleanup }) => {
    const { learner, session } = await learnerOfBootcamp()
    const question = async () => {
      const prompt = await promptOf(learner.id)
      assert.equal(prompt?.key, 'feedback.session')
      assert.deepInclude(prompt?.props, { sessionId: session.id, npsAsked: true })
      return prompt?.props.npsQuestion
    }
    pinAt('2027-03-10T18:00', cleanup)
    assert.equal(await question(), SAT_NPS_QUESTIONS.learner)
    pinAt('2027-03-20T20:00', cleanup)
    assert.equal(await question(), SAT_NPS_QUESTIONS.learner)
    pinAt('2027-03-05T12:00', cleanup)
    assert.equal(await question(), DEFAULT_NPS_QUESTIONS.learner)
    pinAt('2027-03-21T12:00', cleanup)
    assert.equal(await question(), DEFAULT_NPS_QUESTIONS.learner)
  })

  test('a bootcamp not linked to a test keeps the default wording, even in the test week', async ({ assert, cleanup }) => {
    const { learner } = await learnerOfBootcamp({ linked: false })
    pinAt('2027-03-12T18:00', cleanup)
    assert.equal((await promptOf(learner.id))?.props.npsQuestion, DEFAULT_NPS_QUESTIONS.learner)
  })

  test('prompt 5 (series NPS): the bootcamp host is asked the SAT question within 7 days of the test; otherwise the default', async ({ assert, cleanup }) => {
    const host = await makeTutor()
    const bootcamp = await makeBootcamp(host.id, { test: '2027-03' })
    assert.isTrue(await linkSeriesToTest(bootcamp.id, bootcamp.seriesTemplateId))
    // The bootcamp's sessions ended yesterday (prompt 5 is due now, in real time).
    const ended = DateTime.utc().minus({ days: 1 })
    await db.from('tutoring_sessions').where('series_id', bootcamp.id).update({ start_date: sqlTime(ended.minus({ hours: 2 })), end_date: sqlTime(ended) })
    pinAt('2027-03-14T09:00', cleanup)
    const near = await promptOf(host.id)
    assert.equal(near?.key, 'feedback.series_nps')
    assert.deepInclude(near?.props, { seriesId: bootcamp.id, npsQuestion: SAT_NPS_QUESTIONS.tutor })
    pinAt('2027-02-20T09:00', cleanup)
    assert.deepInclude((await promptOf(host.id))?.props, { seriesId: bootcamp.id, npsQuestion: DEFAULT_NPS_QUESTIONS.tutor })
  })
})
