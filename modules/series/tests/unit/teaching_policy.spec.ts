import { test } from '@japa/runner'
import { Bouncer, type AuthorizationResponse } from '@adonisjs/bouncer'
import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import { SessionHost } from '#modules/tutoring/index'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import TeachingPolicy from '../../policies/teaching_policy.js'
import { registerForSeries } from '../../actions/register_for_series.js'
import { withdrawFromSeries } from '../../actions/withdraw_from_series.js'
import { makeSeries } from '../factories.js'

/*
 * TeachingPolicy per role (issue 21 §2; spec 000 §2.2 "/series/{id}/lesson-plan (query as=tutor)"):
 * visitor, registered learner, learner not registered, withdrawn learner, host, another series'
 * host, staff.
 */
const as = (user: User | null) => new Bouncer(user).with(TeachingPolicy)
const outcome = (response: AuthorizationResponse) => (response.authorized ? 'allowed' : (response.status ?? 403))

async function setting() {
  const host = await makeTutor()
  const { series, sessions } = await makeSeries({ hostId: host.id, sessions: 2 })
  for (const session of sessions) await SessionHost.create({ userId: host.id, sessionId: session.id, role: 'main', approvedAt: DateTime.utc(), attemptedHosting: false, tutoringSeconds: 0 })
  const learner = await makeLearner()
  if (!(await registerForSeries(series.id, learner.id)).ok) throw new Error('registration failed')
  const withdrawn = await makeLearner()
  await registerForSeries(series.id, withdrawn.id)
  await withdrawFromSeries(series.id, withdrawn.id, null)
  const otherHost = await makeTutor()
  await makeSeries({ hostId: otherHost.id })
  return {
    series,
    sessions,
    people: {
      visitor: null,
      learner,
      notRegistered: await makeLearner(),
      withdrawn,
      host,
      otherHost,
      staff: await makeUser({ roles: ['admin:basic'] }),
    } as Record<string, User | null>,
  }
}

async function table(check: (user: User | null) => Promise<AuthorizationResponse>, people: Record<string, User | null>) {
  const rows: Record<string, string | number> = {}
  for (const [who, user] of Object.entries(people)) rows[who] = outcome(await check(user))
  return rows
}

test.group('TeachingPolicy (issue 21 §2)', () => {
  test('lesson plan: the class reads it; every learner’s plan: hosts and staff; writing: hosts', async ({ assert }) => {
    const { series, people } = await setting()
    assert.deepEqual(await table((u) => as(u).execute('viewLessonPlan', series), people), {
      visitor: 401, learner: 'allowed', notRegistered: 403, withdrawn: 403, host: 'allowed', otherHost: 403, staff: 'allowed',
    })
    assert.deepEqual(await table((u) => as(u).execute('viewLearnerPlans', series), people), {
      visitor: 401, learner: 403, notRegistered: 403, withdrawn: 403, host: 'allowed', otherHost: 403, staff: 'allowed',
    })
    const signedIn = Object.fromEntries(Object.entries(people).filter(([who]) => who !== 'visitor'))
    assert.deepEqual(await table((u) => as(u).execute('editLessonPlan', series), signedIn), {
      learner: 403, notRegistered: 403, withdrawn: 403, host: 'allowed', otherHost: 403, staff: 403,
    })
  })

  test('a session’s curriculum: its registrants, hosts and staff', async ({ assert }) => {
    const { sessions, people } = await setting()
    assert.deepEqual(await table((u) => as(u).execute('viewCurriculum', sessions[0]), people), {
      visitor: 401, learner: 'allowed', notRegistered: 403, withdrawn: 403, host: 'allowed', otherHost: 403, staff: 'allowed',
    })
  })

  test('lesson prep: the session’s approved hosts; a session of another series is 404', async ({ assert }) => {
    const { series, sessions, people } = await setting()
    assert.deepEqual(await table((u) => as(u).execute('prepareSession', series, sessions[0]), people), {
      visitor: 401, learner: 403, notRegistered: 403, withdrawn: 403, host: 'allowed', otherHost: 403, staff: 403,
    })
    const elsewhere = await makeSeries({ hostId: people.host!.id })
    assert.equal(outcome(await as(people.host).execute('prepareSession', elsewhere.series, sessions[0])), 404)
    // A co-host whose request is not approved yet does not prep.
    const pending = await makeTutor()
    await SessionHost.create({ userId: pending.id, sessionId: sessions[0].id, role: 'co-host', approvedAt: null, attemptedHosting: false, tutoringSeconds: 0 })
    assert.equal(outcome(await as(pending).execute('prepareSession', series, sessions[0])), 403)
  })

  test('a series in a world the viewer cannot see is 404 for every ability', async ({ assert }) => {
    const host = await makeTutor()
    const { series, sessions } = await makeSeries({ hostId: host.id, world: await makeWorld('membership') })
    const outsider = await makeLearner()
    assert.equal(outcome(await as(outsider).execute('viewLessonPlan', series)), 404)
    assert.equal(outcome(await as(outsider).execute('viewLearnerPlans', series)), 404)
    assert.equal(outcome(await as(outsider).execute('prepareSession', series, sessions[0])), 404)
  })
})
