import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser, makeTutor } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import ChannelMember from '../../models/channel_member.js'
import { serializeRichText } from '#modules/rich_text/index'
import { makeChannel, makeChannelMember, makePost, text } from '../factories.js'

/*
 * spec 000 §2.2 /w/{worldSlug}/c/{channelId} (?p=postId), /w/{worldSlug}/p/{postId}, /community;
 * spec 000 §6.4 channel and post visibility. Authorisation rows: visitor, non-member, member
 * below the level, member at the level, staff.
 */
test.group('Channel page /w/:worldSlug/c/:channelId', () => {
  test('public channel: a visitor reads posts and comments, newest first, without a composer', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world, { title: 'Questions' })
    const author = await makeUser()
    const older = await makePost(author, { channel }, { createdAt: DateTime.utc().minus({ hours: 2 }) })
    const newer = await makePost(author, { channel })
    await makePost(author, { channel }, { parent: older })
    const response = await client.get(`/w/${world.slug}/c/${channel.id}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('community/channel')
    const props = response.inertiaProps as any
    assert.deepEqual(props.posts.map((post: any) => post.id), [newer.id, older.id])
    assert.lengthOf(props.posts[1].comments, 1)
    assert.equal(props.posts[1].commentCount, 1)
    assert.include(props.viewer, { signedIn: false, canPost: false })
    assert.notProperty(props.posts[0].author, 'email')
  })

  test('pinned posts come first: in their channel (channel or world scope), and world-pinned ones in the world feed', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const author = await makeUser()
    const hoursAgo = (hours: number) => DateTime.utc().minus({ hours })
    const announcement = await makePost(author, { channel }, { createdAt: hoursAgo(5), pinnedScope: 'world' })
    const rule = await makePost(author, { channel }, { createdAt: hoursAgo(4), pinnedScope: 'channel' })
    const older = await makePost(author, { channel }, { createdAt: hoursAgo(3) })
    const newest = await makePost(author, { channel })
    const page = (await client.get(`/w/${world.slug}/c/${channel.id}`).withInertia()).inertiaProps as any
    assert.deepEqual(page.posts.map((post: any) => post.id), [rule.id, announcement.id, newest.id, older.id])
    const feed = ((await client.get(`/w/${world.slug}`).withInertia()).inertiaProps as any).sections.find((section: any) => section.key === 'community-feed').props
    assert.deepEqual(feed.recent.map((post: any) => post.id).slice(0, 2), [announcement.id, newest.id])
  })

  test('private channel (level tutor): 404 for visitors, non-members and members below; shown at the level and to staff', async ({ client }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world, { visibility: 'private', worldLevel: 'tutor' })
    const [member, tutor, staff, outsider] = [await makeUser(), await makeTutor(), await makeUser({ roles: ['admin:basic'] }), await makeUser()]
    await makeMember(member.id, world.id, 'member')
    await makeMember(tutor.id, world.id, 'tutor')
    const path = `/w/${world.slug}/c/${channel.id}`
    ;(await client.get(path).withInertia()).assertStatus(404)
    ;(await client.get(path).withInertia().loginAs(outsider)).assertStatus(404)
    ;(await client.get(path).withInertia().loginAs(member)).assertStatus(404)
    ;(await client.get(path).withInertia().loginAs(tutor)).assertStatus(200)
    ;(await client.get(path).withInertia().loginAs(staff)).assertStatus(200)
  })

  test('a channel of another world, or an unknown one, is 404', async ({ client }) => {
    const [world, other] = [await makeWorld('public'), await makeWorld('public')]
    const channel = await makeChannel(other)
    ;(await client.get(`/w/${world.slug}/c/${channel.id}`).withInertia()).assertStatus(404)
    ;(await client.get(`/w/${world.slug}/c/99999999`).withInertia()).assertStatus(404)
  })

  test('a member viewing the channel records their visit; ?p= opens a post from an older page', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const first = await makePost(member, { channel }, { createdAt: DateTime.utc().minus({ days: 3 }) })
    for (let i = 0; i < 51; i++) await makePost(member, { channel })
    const response = await client.get(`/w/${world.slug}/c/${channel.id}?p=${first.id}`).withInertia().loginAs(member)
    const props = response.inertiaProps as any
    assert.equal(props.focus.id, first.id)
    assert.isTrue(props.hasMore)
    assert.isTrue(props.viewer.canPost)
    const visit = await ChannelMember.query().where('user_id', member.id).where('channel_id', channel.id).firstOrFail()
    assert.isNotNull(visit.lastViewedAt)
  })
})

test.group('Global channels /community/c/:channelId', () => {
  test('a public global channel: anyone reads, anyone signed in posts; a private one: 404 to non-members', async ({ client, assert }) => {
    const open = await makeChannel(null, { title: 'Announcements for everyone' })
    const closed = await makeChannel(null, { visibility: 'private' })
    const [someone, insider] = [await makeUser(), await makeUser()]
    await makeChannelMember(insider.id, closed.id)
    const visitor = await client.get(`/community/c/${open.id}`).withInertia()
    visitor.assertStatus(200)
    assert.isNull((visitor.inertiaProps as any).world)
    const posted = await client.post(`/community/c/${open.id}/posts`).json({ body: serializeRichText(text('Hello everyone')) }).withCsrfToken().loginAs(someone).accept('json')
    posted.assertStatus(201)
    ;(await client.get(`/community/c/${closed.id}`).withInertia().loginAs(someone)).assertStatus(404)
    ;(await client.get(`/community/c/${closed.id}`).withInertia().loginAs(insider)).assertStatus(200)
    const world = await makeWorld('public')
    const inWorld = await makeChannel(world)
    ;(await client.get(`/community/c/${inWorld.id}`).withInertia()).assertStatus(404)
  })
})

test.group('Post page /w/:worldSlug/p/:postId', () => {
  test('shows the post and all its comments; a comment address redirects to its post', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const author = await makeUser()
    const post = await makePost(author, { channel })
    const comments = []
    for (let i = 0; i < 25; i++) comments.push(await makePost(author, { channel }, { parent: post }))
    const response = await client.get(`/w/${world.slug}/p/${post.id}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('community/post')
    assert.lengthOf((response.inertiaProps as any).post.comments, 25)
    const comment = await client.get(`/w/${world.slug}/p/${comments[0].id}`).redirects(0)
    comment.assertStatus(302)
    comment.assertHeader('location', `/w/${world.slug}/p/${post.id}#comment-${comments[0].id}`)
  })

  test('hidden post: 404 for other members and visitors, shown to its author and moderators; deleted: 404 for all', async ({ client }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const [author, member, moderator] = [await makeUser(), await makeUser(), await makeTutor()]
    await makeMember(member.id, world.id)
    await makeMember(moderator.id, world.id, 'moderator')
    const hidden = await makePost(author, { channel }, { hiddenAt: DateTime.utc() })
    const deleted = await makePost(author, { channel }, { status: 'deleted' })
    ;(await client.get(`/w/${world.slug}/p/${hidden.id}`).withInertia()).assertStatus(404)
    ;(await client.get(`/w/${world.slug}/p/${hidden.id}`).withInertia().loginAs(member)).assertStatus(404)
    ;(await client.get(`/w/${world.slug}/p/${hidden.id}`).withInertia().loginAs(author)).assertStatus(200)
    ;(await client.get(`/w/${world.slug}/p/${hidden.id}`).withInertia().loginAs(moderator)).assertStatus(200)
    ;(await client.get(`/w/${world.slug}/p/${deleted.id}`).withInertia().loginAs(author)).assertStatus(404)
  })

  test('a post in a private channel is 404 to those below its level; under another world\'s slug, 404', async ({ client }) => {
    const [world, other] = [await makeWorld('public'), await makeWorld('public')]
    const channel = await makeChannel(world, { visibility: 'private', worldLevel: 'coach' })
    const [member, coach] = [await makeUser(), await makeTutor()]
    await makeMember(member.id, world.id, 'senior-tutor')
    await makeMember(coach.id, world.id, 'coach')
    const post = await makePost(coach, { channel })
    ;(await client.get(`/w/${world.slug}/p/${post.id}`).withInertia().loginAs(member)).assertStatus(404)
    ;(await client.get(`/w/${world.slug}/p/${post.id}`).withInertia().loginAs(coach)).assertStatus(200)
    ;(await client.get(`/w/${other.slug}/p/${post.id}`).withInertia().loginAs(coach)).assertStatus(404)
  })
})

test.group('/community and the world feed', () => {
  test('/community lists public worlds and joined membership worlds with their visible channels, and recent posts', async ({ client, assert }) => {
    const [open, closed, unlisted] = [await makeWorld('public'), await makeWorld('membership'), await makeWorld('unlisted')]
    const [openChannel, closedChannel, unlistedChannel] = [await makeChannel(open), await makeChannel(closed), await makeChannel(unlisted)]
    const secret = await makeChannel(open, { visibility: 'private', worldLevel: 'moderator' })
    const member = await makeUser()
    await makeMember(member.id, closed.id)
    const post = await makePost(member, { channel: closedChannel })
    const secretPost = await makePost(member, { channel: secret })
    const asVisitor = (await client.get('/community').withInertia()).inertiaProps as any
    const asMember = (await client.get('/community').withInertia().loginAs(member)).inertiaProps as any
    const channelIds = (props: any) => props.communities.flatMap((world: any) => world.channels.map((channel: any) => channel.id))
    assert.include(channelIds(asVisitor), openChannel.id)
    assert.notIncludeMembers(channelIds(asVisitor), [closedChannel.id, unlistedChannel.id, secret.id])
    assert.includeMembers(channelIds(asMember), [openChannel.id, closedChannel.id])
    assert.notInclude(channelIds(asMember), secret.id)
    assert.notInclude(asVisitor.recent.map((item: any) => item.id), post.id)
    assert.include(asMember.recent.map((item: any) => item.id), post.id)
    assert.notInclude(asMember.recent.map((item: any) => item.id), secretPost.id)
  })

  test('world page: channels with unread markers, 7-day counts of user-posts and introductions, the introduction invitation', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const general = await makeChannel(world)
    const introductions = await makeChannel(world, { type: 'introductions' })
    const [member, other] = [await makeUser(), await makeUser()]
    await makeMember(member.id, world.id)
    await makePost(other, { channel: general })
    await makePost(other, { channel: general }, { createdAt: DateTime.utc().minus({ days: 8 }) })
    await makePost(other, { channel: introductions }, { type: 'introduction' })
    const feedOf = async (response: any) => response.inertiaProps.sections.find((section: any) => section.key === 'community-feed').props
    const before = await feedOf(await client.get(`/w/${world.slug}`).withInertia().loginAs(member))
    assert.deepEqual(before.counts, { 'user-post': 1, 'introduction': 1 })
    assert.deepEqual(before.inviteToIntroduce, { channelId: introductions.id, channelTitle: introductions.title })
    assert.isTrue(before.channels.find((channel: any) => channel.id === general.id).hasNew)
    await client.get(`/w/${world.slug}/c/${general.id}`).withInertia().loginAs(member)
    await makePost(member, { channel: introductions }, { type: 'introduction' })
    const after = await feedOf(await client.get(`/w/${world.slug}`).withInertia().loginAs(member))
    assert.isFalse(after.channels.find((channel: any) => channel.id === general.id).hasNew)
    assert.isNull(after.inviteToIntroduce)
    const visitor = await feedOf(await client.get(`/w/${world.slug}`).withInertia())
    assert.isNull(visitor.inviteToIntroduce)
  })
})
