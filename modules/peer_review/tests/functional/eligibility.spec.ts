import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { makeTutor } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeAuditableSession } from '../factories.js'

/*
 * Who may audit a session, against the database (spec 000 §6.4, spec 001 §5.4: can view it, does
 * not host it, is not hosting it in future) and which sessions need one (spec 001 §4.3).
 */
const page = (client: any, sessionId: number, user: any) => client.get(`/tutor/peer-review/${sessionId}`).withInertia().loginAs(user)
const queueIds = async (client: any, user: any) => ((await client.get('/tutor/peer-review').withInertia().loginAs(user)).inertiaProps as any).queue.map((row: any) => row.sessionId)

test.group('Peer review eligibility (spec 000 §6.4; spec 001 §4.3, §5.4)', () => {
  test('a session in a members-only world the tutor cannot see looks missing', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const { session } = await makeAuditableSession({ worldId: world.id })
    // The world became members-only after the session (learners registered while it was public).
    await db.from('worlds').where('id', world.id).update({ visibility: 'membership' })
    const outsider = await makeTutor()
    assert.equal((await page(client, session.id, outsider)).status(), 404)
    assert.notInclude(await queueIds(client, outsider), session.id)
  })

  test('an approved co-host does not audit it; a pending co-host (hosting it in future) neither', async ({ client, assert }) => {
    const { session } = await makeAuditableSession()
    const cohost = await makeTutor()
    const pending = await makeTutor()
    const now = sqlTime(DateTime.utc())
    await db.table('session_hosts').insert({ session_id: session.id, user_id: cohost.id, role: 'co-host', approved_at: now, tutoring_seconds: 0, created_at: now, updated_at: now })
    await db.table('session_hosts').insert({ session_id: session.id, user_id: pending.id, role: 'co-host', approved_at: null, tutoring_seconds: 0, created_at: now, updated_at: now })
    const hosting = await page(client, session.id, cohost)
    assert.equal(hosting.status(), 403)
    assert.notInclude(await queueIds(client, cohost), session.id)
    assert.equal((await page(client, session.id, pending)).status(), 403)
    assert.notInclude(await queueIds(client, pending), session.id)
  })

  test('a tutor hosting an upcoming session of the same series does not audit its sessions', async ({ client, assert }) => {
    const { session, host, worldId, topicId } = await makeAuditableSession()
    const colleague = await makeTutor()
    const upcoming = await makeSession({ host: colleague, worldId, topicId })
    const [inserted] = await db.table('series').insert({ user_id: host.id, world_id: worldId, title: 'Fractions series', max_learners: 10, created_at: sqlTime(DateTime.utc()), updated_at: sqlTime(DateTime.utc()) }).returning('id')
    const seriesId = typeof inserted === 'object' ? (inserted as { id: number }).id : inserted
    await db.from('tutoring_sessions').whereIn('id', [session.id, upcoming.session.id]).update({ series_id: seriesId })
    assert.equal((await page(client, session.id, colleague)).status(), 403)
    const stranger = await makeTutor()
    assert.equal((await page(client, session.id, stranger)).status(), 200)
  })

  test('no recording, no learner, or a safety report: no audit (spec 001 §4.3)', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const bare = await makeAuditableSession({ recording: false })
    const empty = await makeAuditableSession({ learners: [] })
    const reported = await makeAuditableSession()
    await db.table('safety_reports').insert({ type: 'session', reason: 'other', severity: 'low', severity_rank: 2, description: 'Test', session_id: reported.session.id, created_at: sqlTime(DateTime.utc()), updated_at: sqlTime(DateTime.utc()) })
    const queue = await queueIds(client, tutor)
    for (const made of [bare, empty, reported]) {
      assert.notInclude(queue, made.session.id)
      assert.equal((await page(client, made.session.id, tutor)).status(), 404)
    }
  })
})
