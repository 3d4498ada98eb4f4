import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser, makeTutor, makeLearner } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeSeries } from '#modules/series/tests/factories'
import { SessionRegistration, registerForSession } from '#modules/tutoring/index'
import { SeriesRegistration } from '#modules/series/index'
import ThreadPolicy from '../../policies/thread_policy.js'
import PostPolicy from '../../policies/post_policy.js'
import { locatePost, locateSeriesThread, locateSessionThread } from '../../queries/places.js'
import { EDIT_BLOCKED_MESSAGE } from '../../shared/values.js'
import { makeChannel, makePost } from '../factories.js'

/* issue 10 §1: "each session and series page has its own thread for registrants and hosts". */
test.group('ThreadPolicy: session and series discussions', () => {
  test('session: registrants, the host and staff read and write; others get 404', async ({ assert }) => {
    const { session, host } = await makeSession()
    const [registrant, outsider, staff, blocked] = [await makeLearner(), await makeLearner(), await makeUser({ roles: ['admin:basic'] }), await makeLearner(['blocked:community'])]
    assert.isTrue((await registerForSession(session.id, registrant.id)).ok)
    // Suspended people cannot register any more: one who registered before being blocked.
    await SessionRegistration.create({ sessionId: session.id, userId: blocked.id, type: 'learner', details: {}, attemptedJoining: false })
    const policy = new ThreadPolicy()
    for (const viewer of [registrant, host, staff]) {
      const at = (await locateSessionThread(session.id, viewer))!
      assert.isTrue(policy.view(viewer, at) === true, `user ${viewer.id} reads`)
      assert.isTrue(policy.post(viewer, at) === true, `user ${viewer.id} writes`)
    }
    assert.deepInclude(policy.view(outsider, (await locateSessionThread(session.id, outsider))!), { status: 404 })
    assert.deepInclude(policy.view(null, (await locateSessionThread(session.id, null))!), { status: 404 })
    const blockedAt = (await locateSessionThread(session.id, blocked))!
    assert.isTrue(policy.view(blocked, blockedAt) === true)
    assert.deepInclude(policy.post(blocked, blockedAt), { status: 403 })
  })

  test('series: registrants who have not withdrawn and hosts; a withdrawn registrant is out', async ({ assert }) => {
    const host = await makeTutor()
    const { series } = await makeSeries({ hostId: host.id })
    const [registrant, withdrawn] = [await makeLearner(), await makeLearner()]
    await SeriesRegistration.create({ userId: registrant.id, seriesId: series.id })
    await SeriesRegistration.create({ userId: withdrawn.id, seriesId: series.id, withdrawnAt: DateTime.utc().minus({ days: 1 }) })
    const policy = new ThreadPolicy()
    assert.isTrue(policy.view(registrant, (await locateSeriesThread(series.id, registrant))!) === true)
    assert.isTrue(policy.post(host, (await locateSeriesThread(series.id, host))!) === true)
    assert.deepInclude(policy.view(withdrawn, (await locateSeriesThread(series.id, withdrawn))!), { status: 404 })
  })
})

test.group('PostPolicy (spec 000 §6.4 post viewing, edit blocked)', () => {
  test('a hidden post: its author and moderators see it, other members do not; deleted: nobody', async ({ assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const [author, member, moderator] = [await makeUser(), await makeUser(), await makeTutor()]
    for (const [user, level] of [[author, 'member'], [member, 'member'], [moderator, 'moderator']] as const) await makeMember(user.id, world.id, level)
    const hidden = await makePost(author, { channel }, { hiddenAt: DateTime.utc() })
    const deleted = await makePost(author, { channel }, { status: 'deleted' })
    const policy = new PostPolicy()
    const sees = async (viewer: typeof author | null, post: typeof hidden) => policy.view(viewer, post, (await locatePost(post, viewer))!) === true
    assert.isTrue(await sees(author, hidden))
    assert.isTrue(await sees(moderator, hidden))
    assert.isFalse(await sees(member, hidden))
    assert.isFalse(await sees(null, hidden))
    for (const viewer of [author, moderator, member]) assert.isFalse(await sees(viewer, deleted))
  })

  test('editing: the author only; blocked with the spec message when hidden, archived or blocked:community', async ({ assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const archived = await makeChannel(world, { archivedAt: DateTime.utc() })
    const [author, other, blocked] = [await makeUser(), await makeUser(), await makeLearner(['blocked:community'])]
    for (const user of [author, other, blocked]) await makeMember(user.id, world.id)
    const policy = new PostPolicy()
    const edit = async (viewer: typeof author, post: Awaited<ReturnType<typeof makePost>>) => policy.edit(viewer, post, (await locatePost(post, viewer))!)
    assert.isTrue((await edit(author, await makePost(author, { channel }))) === true)
    assert.isFalse(await edit(other, await makePost(author, { channel })))
    assert.deepInclude(await edit(author, await makePost(author, { channel }, { hiddenAt: DateTime.utc() })), { message: EDIT_BLOCKED_MESSAGE })
    assert.deepInclude(await edit(author, await makePost(author, { channel: archived })), { message: EDIT_BLOCKED_MESSAGE })
    assert.deepInclude(await edit(blocked, await makePost(blocked, { channel })), { message: EDIT_BLOCKED_MESSAGE })
  })

  test('comments sit one level under a post, never under a comment or a hidden post', async ({ assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const post = await makePost(member, { channel })
    const comment = await makePost(member, { channel }, { parent: post })
    const hidden = await makePost(member, { channel }, { hiddenAt: DateTime.utc() })
    const policy = new PostPolicy()
    const at = (await locatePost(post, member))!
    assert.isTrue(policy.comment(member, post, at) === true)
    assert.isFalse(policy.comment(member, comment, at))
    assert.isFalse(policy.comment(member, hidden, at))
  })
})
