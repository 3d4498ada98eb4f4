import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeTutor } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { confirmAttendance } from '#modules/tutoring/index'
import { makePastSession } from '#modules/tutoring/tests/factories'
import { pointsOf, recognitionSummaryOf } from '#modules/recognition/index'
import { markOnboardingSession } from '../../actions/mark_onboarding_session.js'

const attendedRows = (userId: number) => db.from('user_events').where('user_id', userId).where('event_type', 'session_attended').orderBy('id').select('session_id', 'event_points')

async function attendedSession(newcomer: { id: number }, onboarding: boolean) {
  const { session, host } = await makePastSession({ learners: [newcomer as any] })
  if (onboarding) await markOnboardingSession(session.id)
  const outcome = await confirmAttendance({ sessionId: session.id, byUserId: host.id, learners: [{ userId: newcomer.id, status: 'present' }], hosts: [{ userId: host.id, present: true }] })
  if (!outcome.ok) throw new Error(outcome.reason)
  // Recognition pays the roster in a job: the host's hosting points arrive with the learner's.
  await eventually(async () => (await pointsOf(host.id)) > 0, 'the roster paid')
  return { session, host }
}

test.group('Onboarding attendance points (spec 002 §9 Points: "Session attended: 1; 10 for a recommended new-tutor onboarding session"; issue 12 §2)', () => {
  test('a learner present at a marked onboarding session gets 10 for attending it, an ordinary session 1; one attended event per session', async ({ assert }) => {
    const newcomer = await makeTutor()
    const onboarding = await attendedSession(newcomer, true)
    const ordinary = await attendedSession(newcomer, false)
    assert.deepEqual(
      (await attendedRows(newcomer.id)).map((row) => [row.session_id, Number(row.event_points)]),
      [
        [onboarding.session.id, 10],
        [ordinary.session.id, 1],
      ]
    )
    const attend = (await recognitionSummaryOf(newcomer.id)).tracks.find((track) => track.key === 'attend')!
    assert.equal(attend.count, 2)
    assert.deepEqual(await attendedRows(onboarding.host.id), [], 'the host is paid for hosting, not for attending')
  })

  test('a learner marked absent earns nothing', async ({ assert }) => {
    const newcomer = await makeTutor()
    const { session, host } = await makePastSession({ learners: [newcomer as any] })
    await markOnboardingSession(session.id)
    const outcome = await confirmAttendance({ sessionId: session.id, byUserId: host.id, learners: [{ userId: newcomer.id, status: 'absent' }], hosts: [{ userId: host.id, present: true }] })
    assert.isTrue(outcome.ok)
    await eventually(async () => (await pointsOf(host.id)) > 0, 'the roster paid')
    assert.deepEqual(await attendedRows(newcomer.id), [])
  })
})
