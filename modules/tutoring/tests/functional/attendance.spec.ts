import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { registrarFor, type HookEvents } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import { makeLearner } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { fromDbTime, sqlTime } from '#app/support/database/values'
import {
  attendedCountOf,
  confirmAttendance,
  registerForSession,
  removeLearner,
  setMeetingProvider,
  JitsiMeetProvider,
  ATTENDANCE_MESSAGES,
  REGISTRATION_MESSAGES,
  type MeetingProvider,
} from '#modules/tutoring/index'
import { loadSession } from '../../queries/session_details.js'
import { joinSession } from '../../actions/join_session.js'
import { makePastSession, makeSession, seatsTaken, setTimes } from '../factories.js'

/*
 * Attendance (issue 11 §1) through the actions: the join click, the roster confirmation and its
 * event, durations, the no-show rule, removal, and the events of interfaces.md.
 */
const confirmed: HookEvents['session.attendance.confirmed'][] = []
const removed: HookEvents['session.learner.removed'][] = []
const created: HookEvents['session.created'][] = []
const listener = registrarFor('test:attendance')
listener.on('session.attendance.confirmed', (payload) => void confirmed.push(payload))
listener.on('session.learner.removed', (payload) => void removed.push(payload))
listener.on('session.created', (payload) => void created.push(payload))

const attendees = (sessionId: number) => db.from('session_attendees').where('session_id', sessionId).orderBy('id')

test.group('Attendance actions (issue 11 §1)', () => {
  test('session.created is emitted by createSession (interfaces.md)', async () => {
    const { session, host } = await makeSession()
    await eventually(() => created.some((e) => e.sessionId === session.id && e.userId === host.id), 'session.created')
  })

  test('the first join click records joined_at; later clicks keep it (spec 001 §3.3 session_attendee)', async ({ assert }) => {
    const learner = await makeLearner()
    const { session, host } = await makeSession({ startInMinutes: 5 })
    assert.isTrue((await registerForSession(session.id, learner.id)).ok)
    const first = DateTime.utc().startOf('second')
    assert.isTrue((await joinSession((await loadSession(session.id, learner.id))!, learner.id, first)).ok)
    assert.isTrue((await joinSession((await loadSession(session.id, learner.id))!, learner.id, first.plus({ minutes: 3 }))).ok)
    assert.isTrue((await joinSession((await loadSession(session.id, host.id))!, host.id, first)).ok)
    const rows = await attendees(session.id)
    assert.deepEqual(
      rows.map((r) => [Number(r.user_id), r.role]),
      [
        [learner.id, 'learner'],
        [host.id, 'host'],
      ]
    )
    assert.equal(fromDbTime(rows[0].joined_at)!.toMillis(), first.toMillis())
    const hostRow = await db.from('session_hosts').where('session_id', session.id).where('user_id', host.id).first()
    assert.isTrue(Boolean(hostRow.attempted_hosting))
  })

  test('confirming sets attendance, durations, excused reasons, tutoring seconds, and emits once per confirmation', async ({ assert }) => {
    const [present, absent, excused] = await Promise.all([makeLearner(), makeLearner(), makeLearner()])
    const { session, host } = await makePastSession({ learners: [present, absent, excused], minutes: 60, startedMinutesAgo: 90 })
    const start = DateTime.utc().minus({ minutes: 90 }).startOf('minute')
    // The absent learner clicked join but the host saw them leave at once: marked absent anyway.
    await db.table('session_attendees').insert([
      { session_id: session.id, user_id: present.id, role: 'learner', joined_at: sqlTime(start.plus({ minutes: 15 })), created_at: sqlTime(start) },
      { session_id: session.id, user_id: absent.id, role: 'learner', joined_at: sqlTime(start.plus({ minutes: 1 })), created_at: sqlTime(start) },
    ])
    const outcome = await confirmAttendance({
      sessionId: session.id,
      byUserId: host.id,
      learners: [
        { userId: present.id, status: 'present' },
        { userId: absent.id, status: 'absent' },
        { userId: excused.id, status: 'excused', reason: '  Family emergency ' },
      ],
      hosts: [{ userId: host.id, present: true }],
    })
    assert.deepEqual(outcome, { ok: true, suspendedUserIds: [] })
    const live = (await attendees(session.id)).filter((r) => r.deleted_at === null)
    assert.deepEqual(
      live.map((r) => [Number(r.user_id), r.role, Number(r.duration_seconds)]),
      [
        [present.id, 'learner', 45 * 60],
        [host.id, 'host', 60 * 60],
      ]
    )
    const reg = await db.from('session_registrations').where('session_id', session.id).where('user_id', excused.id).first()
    assert.equal(reg.excused_absence_source, 'host')
    assert.equal(reg.excused_absence_reason, 'Family emergency')
    const hostRow = await db.from('session_hosts').where('session_id', session.id).where('user_id', host.id).first()
    assert.equal(Number(hostRow.tutoring_seconds), 3600)
    assert.isNotNull((await db.from('tutoring_sessions').where('id', session.id).first()).attendance_confirmed_at)
    assert.equal(await attendedCountOf(present.id), 1)
    assert.equal(await attendedCountOf(absent.id), 0)
    await eventually(() => confirmed.some((e) => e.sessionId === session.id), 'session.attendance.confirmed')
    const event = confirmed.find((e) => e.sessionId === session.id)!
    assert.deepEqual(event, { sessionId: session.id, confirmedByUserId: host.id, presentUserIds: [present.id], hostUserIds: [host.id] })

    // Re-confirming corrects the roster: the excused learner was there after all.
    const again = await confirmAttendance({
      sessionId: session.id,
      byUserId: host.id,
      learners: [
        { userId: present.id, status: 'present' },
        { userId: absent.id, status: 'absent' },
        { userId: excused.id, status: 'present' },
      ],
      hosts: [{ userId: host.id, present: true }],
    })
    assert.isTrue(again.ok)
    assert.equal(await attendedCountOf(excused.id), 1)
    assert.isNull((await db.from('session_registrations').where('session_id', session.id).where('user_id', excused.id).first()).excused_absence_source)
    await eventually(() => confirmed.filter((e) => e.sessionId === session.id).length === 2, 'the second confirmation')
  })

  test("the provider's attendance report fills durations (MeetingProvider.attendanceReport)", async ({ assert }) => {
    const learner = await makeLearner()
    const { session, host } = await makePastSession({ learners: [learner], startedMinutesAgo: 90 })
    const reporting: MeetingProvider = {
      name: 'test-reporting',
      roomFor: async () => 'https://meet.example.test/room',
      attendanceReport: async () => [{ userId: learner.id, joinedAt: DateTime.utc().minus({ minutes: 80 }), durationSeconds: 1500 }],
    }
    const previous = setMeetingProvider(reporting)
    try {
      const outcome = await confirmAttendance({
        sessionId: session.id,
        byUserId: host.id,
        learners: [{ userId: learner.id, status: 'present' }],
        hosts: [{ userId: host.id, present: false }],
      })
      assert.isTrue(outcome.ok)
    } finally {
      setMeetingProvider(previous)
    }
    const row = (await attendees(session.id)).find((r) => Number(r.user_id) === learner.id)!
    assert.equal(Number(row.duration_seconds), 1500)
    assert.isNotNull(row.joined_at)
    assert.equal(Number((await db.from('session_hosts').where('session_id', session.id).first()).tutoring_seconds), 0)
    assert.instanceOf(previous, JitsiMeetProvider)
  })

  test('the roster must name exactly the registrants and hosts; not before the start; not after 7 days', async ({ assert }) => {
    const learner = await makeLearner()
    const { session, host } = await makePastSession({ learners: [learner] })
    const partial = await confirmAttendance({ sessionId: session.id, byUserId: host.id, learners: [], hosts: [{ userId: host.id, present: true }] })
    assert.deepEqual(partial, { ok: false, reason: ATTENDANCE_MESSAGES.rosterChanged })
    const upcoming = await makeSession()
    const early = await confirmAttendance({ sessionId: upcoming.session.id, byUserId: upcoming.host.id, learners: [], hosts: [{ userId: upcoming.host.id, present: true }] })
    assert.deepEqual(early, { ok: false, reason: ATTENDANCE_MESSAGES['not-started'] })
    await setTimes(session.id, { start_date: DateTime.utc().minus({ days: 9 }), end_date: DateTime.utc().minus({ days: 9 }).plus({ hours: 1 }) })
    const late = await confirmAttendance({ sessionId: session.id, byUserId: host.id, learners: [{ userId: learner.id, status: 'present' }], hosts: [{ userId: host.id, present: true }] })
    assert.deepEqual(late, { ok: false, reason: ATTENDANCE_MESSAGES.closed })
    assert.equal(await attendedCountOf(learner.id), 0)
  })

  test('the third no-show within 60 days suspends the learner (learner-no-shows), once', async ({ assert }) => {
    const learner = await makeLearner()
    const sessions: Awaited<ReturnType<typeof makePastSession>>[] = []
    for (const daysAgo of [40, 20, 1]) sessions.push(await makePastSession({ learners: [learner], startedMinutesAgo: daysAgo * 24 * 60 }))
    const confirm = (made: (typeof sessions)[number]) =>
      confirmAttendance({ sessionId: made.session.id, byUserId: made.host.id, learners: [{ userId: learner.id, status: 'absent' }], hosts: [{ userId: made.host.id, present: true }] })
    assert.deepEqual(await confirm(sessions[0]), { ok: false, reason: ATTENDANCE_MESSAGES.closed })
    // The 40-days-old session's roster is closed: its no-show is recorded directly, as a confirmation then would have.
    await db.from('tutoring_sessions').where('id', sessions[0].session.id).update({ attendance_confirmed_at: sqlTime(DateTime.utc().minus({ days: 39 })) })
    assert.deepEqual(await confirm(sessions[1]), { ok: false, reason: ATTENDANCE_MESSAGES.closed })
    await db.from('tutoring_sessions').where('id', sessions[1].session.id).update({ attendance_confirmed_at: sqlTime(DateTime.utc().minus({ days: 19 })) })
    assert.deepEqual(await confirm(sessions[2]), { ok: true, suspendedUserIds: [learner.id] })
    const user = await User.findOrFail(learner.id)
    assert.deepEqual(
      user.suspensionActions.map((a) => a.context),
      ['learner-no-shows']
    )
    // Re-confirming the same roster does not suspend again.
    assert.deepEqual(await confirm(sessions[2]), { ok: true, suspendedUserIds: [] })
    assert.lengthOf((await User.findOrFail(learner.id)).suspensionActions, 1)
  })

  test('removing a learner deletes the registration with its source, frees the seat and emits session.learner.removed', async ({ assert }) => {
    const learner = await makeLearner()
    const { session, host } = await makeSession()
    assert.isTrue((await registerForSession(session.id, learner.id)).ok)
    assert.equal(await seatsTaken(session.id), 1)
    const outcome = await removeLearner({ sessionId: session.id, learnerId: learner.id, hostId: host.id, reason: ' Disrespectful in chat ', message: 'Please read the community rules.' })
    assert.deepEqual(outcome, { ok: true })
    assert.equal(await seatsTaken(session.id), 0)
    const reg = await db.from('session_registrations').where('session_id', session.id).where('user_id', learner.id).first()
    assert.isNotNull(reg.deleted_at)
    assert.equal(reg.deleted_source, 'host-removal')
    assert.equal(reg.deleted_reason, 'Disrespectful in chat')
    assert.equal(reg.deleted_message, 'Please read the community rules.')
    await eventually(() => removed.some((e) => e.sessionId === session.id), 'session.learner.removed')
    assert.deepEqual(removed.find((e) => e.sessionId === session.id), { sessionId: session.id, learnerId: learner.id, hostId: host.id, reason: 'Disrespectful in chat' })
    const note = await db.from('notifications').where('user_id', learner.id).where('key', 'session.learner.removed').first()
    assert.isNotNull(note)
    // A removed learner cannot register again, and a second removal finds no registration.
    assert.deepEqual(await registerForSession(session.id, learner.id), { ok: false, reason: REGISTRATION_MESSAGES.removed })
    assert.isFalse((await removeLearner({ sessionId: session.id, learnerId: learner.id, hostId: host.id, reason: 'again', message: null })).ok)
  })
})
