import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { SessionHost } from '#modules/tutoring/index'
import type { User } from '#modules/identity/index'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import SessionPolicy from '../../policies/session_policy.js'
import { loadSessionViewer, whereViewerMaySee } from '../../policies/session_scope.js'
import { loadSession } from '../../queries/session_details.js'
import { sessionsWithJoins } from '../../queries/explore.js'
import { makeSession } from '../factories.js'

/*
 * The list scope (whereViewerMaySee) and SessionPolicy.view answer the same question — may this
 * viewer see this session (spec 000 §6.4, spec 001 §5.4) — on the same fixtures. The two
 * documented list differences: deleted worlds are never listed, unlisted worlds only in a list of
 * that world (includeUnlisted) or to staff.
 */
test.group('Session scope agrees with SessionPolicy.view', () => {
  test('every viewer × every session: listed ⟺ viewable (and listable)', async ({ assert }) => {
    const publicWorld = await makeWorld()
    const membershipWorld = await makeWorld('membership')
    const unlistedWorld = await makeWorld('unlisted')
    const deletedWorld = await makeWorld()
    const adultHost = await makeTutor()
    const minorHost = await makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor'] })
    const sessions = {
      public: await makeSession({ worldId: publicWorld.id, host: adultHost }),
      membership: await makeSession({ worldId: membershipWorld.id, host: adultHost }),
      unlisted: await makeSession({ worldId: unlistedWorld.id, host: adultHost }),
      deleted: await makeSession({ worldId: deletedWorld.id, host: adultHost }),
      minorHost: await makeSession({ worldId: publicWorld.id, host: minorHost }),
      minorHostInMembership: await makeSession({ worldId: membershipWorld.id, host: minorHost }),
    }
    await db.from('worlds').where('id', deletedWorld.id).update({ deleted_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss') })

    const member = await makeUser({ birth: birthForAge(22) })
    await makeMember(member.id, membershipWorld.id)
    // An adult, not a tutor, not a member, approved co-host of two sessions (the host bypass).
    const cohost = await makeUser({ birth: birthForAge(22) })
    for (const s of [sessions.minorHost, sessions.minorHostInMembership]) {
      await SessionHost.create({ userId: cohost.id, sessionId: s.session.id, role: 'co-host', attemptedHosting: false, tutoringSeconds: 0, approvedAt: DateTime.utc() })
    }
    const viewers: Record<string, User | null> = {
      visitor: null,
      adultLearner: await makeUser({ birth: birthForAge(22) }),
      minorLearner: await makeLearner(),
      member,
      tutor: await makeTutor(),
      staff: await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] }),
      cohost,
      host: adultHost,
    }
    const worldOf = { public: 'public', membership: 'membership', unlisted: 'unlisted', deleted: 'deleted', minorHost: 'public', minorHostInMembership: 'membership' } as const
    const ids = Object.values(sessions).map((s) => s.session.id)
    const policy = new SessionPolicy()
    const outcomes: boolean[] = []

    for (const [viewerName, user] of Object.entries(viewers)) {
      const viewer = await loadSessionViewer(user?.id ?? null)
      const listed = async (includeUnlisted: boolean) => {
        const query = sessionsWithJoins().whereIn('tutoring_sessions.id', ids).select('tutoring_sessions.id')
        whereViewerMaySee(query, viewer, DateTime.utc(), { includeUnlisted })
        return new Set((await query).map((row: any) => Number(row.id)))
      }
      const [worldList, exploreList] = [await listed(true), await listed(false)]
      for (const [sessionName, { session }] of Object.entries(sessions)) {
        const world = worldOf[sessionName as keyof typeof worldOf]
        const viewable = (await policy.view(user, (await loadSession(session.id, user?.id ?? null))!)) === true
        outcomes.push(viewable)
        const label = `${viewerName} / ${sessionName}`
        assert.equal(worldList.has(session.id), viewable && world !== 'deleted', `${label} (list of one world)`)
        const listable = world !== 'deleted' && (world !== 'unlisted' || viewerName === 'staff')
        assert.equal(exploreList.has(session.id), viewable && listable, `${label} (explore)`)
      }
    }
    // The fixtures exercise both answers, and the bypasses are what they claim.
    assert.include(outcomes, true)
    assert.include(outcomes, false)
    const view = async (user: User | null, name: keyof typeof sessions) =>
      (await policy.view(user, (await loadSession(sessions[name].session.id, user?.id ?? null))!)) === true
    assert.isTrue(await view(cohost, 'minorHostInMembership'))
    assert.isFalse(await view(viewers.adultLearner, 'minorHost'))
    assert.isTrue(await view(viewers.staff, 'deleted'))
    assert.isFalse(await view(viewers.adultLearner, 'membership'))
    assert.isTrue(await view(member, 'membership'))
  })
})
