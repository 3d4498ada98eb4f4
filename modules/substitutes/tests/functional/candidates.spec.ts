import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { onlineTutors, type User } from '#modules/identity/index'
import { TutoringSession, sessionTiesOf } from '#modules/tutoring/index'
import { makePastSession, makeSession } from '#modules/tutoring/tests/factories'
import { queryCounter } from '#tests/helpers/query_count'
import { resetRateLimits } from '#tests/helpers/users'
import { candidatesFor } from '../../queries/candidates.js'
import { makeOnlineTutor, makeUnhostedSession, markOnline, onlyTheseOnline } from '../factories.js'

/*
 * The candidates' facts come from their owners: identity's onlineTutors (online, suspended) and
 * tutoring's sessionTiesOf (this session's people, busy elsewhere). The cases the broadcast tests
 * do not reach, and the statement count.
 */
async function addHostRow(sessionId: number, user: User, removed: boolean) {
  const at = sqlTime(DateTime.utc())
  await db.table('session_hosts').insert({
    session_id: sessionId,
    user_id: user.id,
    role: 'co-host',
    attempted_hosting: false,
    tutoring_seconds: 0,
    approved_at: null,
    deleted_at: removed ? at : null,
    deleted_source: removed ? 'main-host' : null,
    created_at: at,
    updated_at: at,
  })
}

test.group('Substitutes: candidates (identity and tutoring queries)', (group) => {
  group.each.setup(() => resetRateLimits())
  const counter = queryCounter(group)

  test('each fact, for every online tutor, in two statements', async ({ assert }) => {
    const plain = await makeOnlineTutor()
    const blocked = await makeOnlineTutor()
    const at = sqlTime(DateTime.utc())
    await db.table('user_roles').insert({
      user_id: blocked.id,
      role: 'blocked',
      assigned_source: 'test',
      created_at: at,
      updated_at: at,
    })
    const lifted = await makeOnlineTutor()
    const action = {
      context: 'admin',
      reason: 'test',
      note: null,
      createdAt: DateTime.utc().toISO(),
      byUserId: null,
      liftedAt: DateTime.utc().toISO(),
    }
    await db
      .from('users')
      .where('id', lifted.id)
      .update({ suspension_actions: JSON.stringify([action]) })
    const removedCohost = await makeOnlineTutor()
    const learnerElsewhere = await makeOnlineTutor()
    const pendingElsewhere = await makeOnlineTutor()
    const canceledElsewhere = await makeOnlineTutor()
    const laterElsewhere = await makeOnlineTutor()
    const endedElsewhere = await makeOnlineTutor()
    const deleted = await makeOnlineTutor()
    await db.from('users').where('id', deleted.id).update({ deleted_at: at })
    const everyone = [
      plain,
      blocked,
      lifted,
      removedCohost,
      learnerElsewhere,
      pendingElsewhere,
      canceledElsewhere,
      laterElsewhere,
      endedElsewhere,
      deleted,
    ]

    const made = await makeUnhostedSession()
    await addHostRow(made.session.id, removedCohost, true)
    await makePastSession({ learners: [learnerElsewhere], startedMinutesAgo: 30, minutes: 60 })
    const pending = await makePastSession({ startedMinutesAgo: 30, minutes: 60 })
    await addHostRow(pending.session.id, pendingElsewhere, false)
    const canceled = await makePastSession({
      learners: [canceledElsewhere],
      startedMinutesAgo: 30,
      minutes: 60,
    })
    await db.from('tutoring_sessions').where('id', canceled.session.id).update({ canceled_at: at })
    await makeSession({ host: laterElsewhere, startInMinutes: 120 })
    await makePastSession({ host: endedElsewhere, startedMinutesAgo: 120, minutes: 60 })
    await onlyTheseOnline(everyone)

    const session = await TutoringSession.findOrFail(made.session.id)
    const now = DateTime.utc()
    const rows = new Map((await candidatesFor(session, now)).map((row) => [row.userId, row]))
    const facts = (user: User) => {
      const row = rows.get(user.id)!
      return [row.hostsThisSession, row.registeredForThisSession, row.suspended, row.busyElsewhere]
    }
    assert.deepEqual(facts(plain), [false, false, false, false])
    assert.deepEqual(facts(blocked), [false, false, true, false])
    assert.deepEqual(facts(lifted), [false, false, false, false])
    assert.deepEqual(facts(removedCohost), [true, false, false, false])
    assert.deepEqual(facts(learnerElsewhere), [false, false, false, true])
    assert.deepEqual(facts(pendingElsewhere), [false, false, false, true])
    assert.deepEqual(facts(canceledElsewhere), [false, false, false, false])
    assert.deepEqual(facts(laterElsewhere), [false, false, false, false])
    assert.deepEqual(facts(endedElsewhere), [false, false, false, false])
    assert.isFalse(rows.has(deleted.id))
    assert.equal(await counter.measure(() => candidatesFor(session, now)), 2)
    assert.equal(
      await counter.measure(() =>
        sessionTiesOf(session.id, [], { from: now, until: session.endDate })
      ),
      0
    )
  })

  test('onlineTutors: within the window, most recently online first, at most the limit', async ({
    assert,
  }) => {
    const [first, second, third, stale] = [
      await makeOnlineTutor(),
      await makeOnlineTutor(),
      await makeOnlineTutor(),
      await makeOnlineTutor(),
    ]
    await markOnline(first, 1)
    await markOnline(second, 2)
    await markOnline(third, 3)
    await markOnline(stale, 11)
    await onlyTheseOnline([first, second, third, stale])
    const now = DateTime.utc()
    assert.deepEqual(
      (await onlineTutors(now, { limit: 2 })).map((row) => row.userId),
      [first.id, second.id]
    )
    assert.deepEqual(
      (await onlineTutors(now, { limit: 10 })).map((row) => row.userId),
      [first.id, second.id, third.id]
    )
    assert.lengthOf(await onlineTutors(now, { limit: 10, withinMs: 12 * 60_000 }), 4)
  })
})
