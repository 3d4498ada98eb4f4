import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { queryCounter } from '#tests/helpers/query_count'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { makePastSession } from '#modules/tutoring/tests/factories'
import { seriesNpsPrompt, sessionFeedbackPrompt } from '../../prompts.js'
import { forgetNothingPending } from '../../prompt_cache.js'

/*
 * issue 11 bin/bench target: the prompt computation on every page costs a constant number of
 * queries whatever the size of the feedback table — one per prompt when nothing is pending
 * (feedback's prompts 5 and 6: 2), and while the session feedback prompt is shown one statement
 * for it (the attended count and following the tutor are columns of the pending row), the series
 * prompt's "nothing pending" being remembered. The feedback table is filled with many rows of other learners.
 */
async function fillFeedback(sessionId: number, rows: number) {
  const now = sqlTime(DateTime.utc())
  const stamp = `qf${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`
  for (let offset = 0; offset < rows; offset += 200) {
    const size = Math.min(200, rows - offset)
    await db.table('users').multiInsert(
      Array.from({ length: size }, (_, i) => ({
        username: `${stamp}_${offset + i}`.slice(0, 30),
        name: `Person ${i}`,
        email: `${stamp}_${offset + i}@example.org`,
        password: 'x',
        timezone: 'UTC',
        languages: '["en"]',
        suspension_actions: '[]',
        notification_settings: '{}',
        created_at: now,
        updated_at: now,
      }))
    )
  }
  const ids = (await db.from('users').where('username', 'like', `${stamp}_%`).select('id')).map((row: { id: number }) => row.id)
  for (let offset = 0; offset < ids.length; offset += 200) {
    await db.table('session_feedback').multiInsert(
      ids.slice(offset, offset + 200).map((userId: number) => ({ session_id: sessionId, user_id: userId, rating: 'helpful', rating_tags: '[]', created_at: now }))
    )
  }
}

test.group('Prompt query counts (issue 11 bin/bench: constant in feedback rows)', (group) => {
  const { measure } = queryCounter(group)

  test('nothing pending: 2 queries with 10 or 3000 feedback rows, then none while remembered; pending: at most 2', async ({ assert }) => {
    const tutor = await makeTutor()
    const { session } = await makePastSession({ host: tutor })
    const learner = await makeLearner()
    // Feedback's own prompts (other modules' prompts are counted by their own tests).
    const ask = (viewerId: number) => async () => (await seriesNpsPrompt(viewerId)) ?? sessionFeedbackPrompt(viewerId)
    const uncached = (viewerId: number) => async () => {
      forgetNothingPending(viewerId)
      return ask(viewerId)()
    }

    await fillFeedback(session.id, 10)
    const small = await measure(uncached(learner.id))
    await fillFeedback(session.id, 3000)
    const large = await measure(uncached(learner.id))
    assert.equal(small, large)
    assert.isAtMost(large, 2)
    // The next pages within the TTL remember "nothing pending": no query at all.
    await ask(learner.id)()
    assert.equal(await measure(ask(learner.id)), 0)

    const pendingLearner = await makeLearner()
    await makePastSession({ host: tutor, learners: [pendingLearner] })
    const item = await ask(pendingLearner.id)()
    assert.equal(item?.key, 'feedback.session')
    // A pending prompt is never remembered: asked again on each page until answered.
    // One statement for the session prompt (the attended count and following the tutor are columns
    // of its row; they were two more), at most one more for the series probe when an event handler
    // ran meanwhile forgot the remembered answer (a worker in this process on the PostgreSQL pass).
    assert.isAtMost(await measure(ask(pendingLearner.id), 5), 2)
  }).timeout(120_000)
})
