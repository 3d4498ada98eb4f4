import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { makeLearner } from '#tests/helpers/users'
import { noShowStartsOf } from '../../queries/attendance.js'
import { makeSession, setTimes } from '../factories.js'

/*
 * Drop-in registrations (issue 18 §3; spec 001 §3.3 session_registration.type includes dropin):
 * a drop-in is written when the learner enters the room, so it never counts as a no-show.
 */
test.group('Drop-in registrations and no-shows', () => {
  test('a dropin registration without an arrival is no no-show; a standard one is', async ({ assert }) => {
    const learner = await makeLearner()
    const since = DateTime.utc().minus({ days: 30 })
    const before = (await noShowStartsOf(learner.id, since)).length
    for (const type of ['dropin', 'standard'] as const) {
      const { session } = await makeSession()
      const start = DateTime.utc().minus({ hours: 3 }).startOf('minute')
      await setTimes(session.id, { start_date: start, end_date: start.plus({ hours: 1 }) })
      const now = sqlTime(DateTime.utc())
      await db.from('tutoring_sessions').where('id', session.id).update({ attendance_confirmed_at: now })
      await db.table('session_registrations').insert({ session_id: session.id, user_id: learner.id, type, details: '{}', attempted_joining: false, created_at: now, updated_at: now })
    }
    // Only the standard registration's session counts.
    assert.lengthOf(await noShowStartsOf(learner.id, since), before + 1)
  })
})
