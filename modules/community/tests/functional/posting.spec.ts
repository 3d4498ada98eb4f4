import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { makeUser, makeTutor, resetRateLimits } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { png, uploadAll } from '#modules/uploads/tests/factories'
import { serializeRichText, type RichTextContent } from '#modules/rich_text/index'
import Post from '../../models/post.js'
import PostEvent from '../../models/post_event.js'
import { CHANNEL_MESSAGES } from '../../policies/channel_policy.js'
import { EDIT_BLOCKED_MESSAGE, EMPTY_POST_MESSAGE } from '../../shared/index.js'
import { IMAGES_NOT_YOURS } from '../../actions/create_post.js'
import { makeChannel, makePost, mentioning, text } from '../factories.js'

const body = (content: RichTextContent) => ({ body: serializeRichText(content) })

const withImage = (url: string): RichTextContent => ({
  serialization_method: 'slate_json_v1',
  content: [
    { type: 'paragraph', children: [{ text: 'Look at this graph' }] },
    { type: 'image', url, alt: 'A graph', children: [{ text: '' }] },
  ],
})

async function mentionsOf(userId: number) {
  return db.from('notifications').where('user_id', userId).where('key', 'post.mention')
}

/*
 * Writing in channels (issue 10 §1; spec 000 §6.4; spec 001 §5.2). Every write route gets its
 * authorisation rows: visitor, non-member, blocked:community, member; author vs someone else.
 */
test.group('Posting in a channel POST /w/:worldSlug/c/:channelId/posts', (group) => {
  group.each.setup(() => resetRateLimits())
  test('a member posts (201); a visitor is sent to sign in; a non-member is told to join (403); nothing is written for them', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const [member, outsider] = [await makeUser(), await makeUser()]
    await makeMember(member.id, world.id)
    const path = `/w/${world.slug}/c/${channel.id}/posts`
    const created = await client.post(path).json(body(text('Hello world'))).withCsrfToken().loginAs(member).accept('json')
    created.assertStatus(201)
    const post = await Post.findOrFail(created.body().id)
    assert.include(post.$attributes, { userId: member.id, channelId: channel.id, worldId: world.id, type: 'user-post', excerpt: 'Hello world' })

    const visitor = await client.post(path).json(body(text('Hi'))).withCsrfToken().accept('json').redirects(0)
    assert.include([302, 401], visitor.status())
    const refused = await client.post(path).json(body(text('Hi'))).withCsrfToken().loginAs(outsider).accept('json')
    refused.assertStatus(403)
    refused.assertBodyContains({ errors: [{ field: 'body', message: CHANNEL_MESSAGES.notMember }] })
    assert.lengthOf(await Post.query().where('channel_id', channel.id), 1)
  })

  test('blocked:community cannot post; an archived channel takes nothing; a private channel above the level is 404', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const [open, archived, secret] = [await makeChannel(world), await makeChannel(world, { archivedAt: DateTime.utc() }), await makeChannel(world, { visibility: 'private', worldLevel: 'coach' })]
    const suspension = { context: 'community-suspension' as const, reason: 'Spam', note: null, createdAt: DateTime.utc().toISO()!, byUserId: null, liftedAt: null }
    const [blocked, member] = [await makeUser({ roles: ['approved', 'blocked:community'], suspensionActions: [suspension] }), await makeUser()]
    await makeMember(blocked.id, world.id)
    await makeMember(member.id, world.id, 'tutor')
    const blockedAnswer = await client.post(`/w/${world.slug}/c/${open.id}/posts`).json(body(text('Hi'))).withCsrfToken().loginAs(blocked).accept('json')
    blockedAnswer.assertStatus(403)
    ;(await client.post(`/w/${world.slug}/c/${archived.id}/posts`).json(body(text('Hi'))).withCsrfToken().loginAs(member).accept('json')).assertStatus(403)
    ;(await client.post(`/w/${world.slug}/c/${secret.id}/posts`).json(body(text('Hi'))).withCsrfToken().loginAs(member).accept('json')).assertStatus(404)
    assert.lengthOf(await Post.query().whereIn('channel_id', [open.id, archived.id, secret.id]), 0)
  })

  test('an empty body or a broken document is refused (422) and changes nothing', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const path = `/w/${world.slug}/c/${channel.id}/posts`
    const empty = await client.post(path).json(body(text('   '))).withCsrfToken().loginAs(member).accept('json')
    empty.assertStatus(422)
    empty.assertBodyContains({ errors: [{ field: 'body', message: EMPTY_POST_MESSAGE }] })
    ;(await client.post(path).json({ body: '{"nope":1}' }).withCsrfToken().loginAs(member).accept('json')).assertStatus(422)
    ;(await client.post(path).json({}).withCsrfToken().loginAs(member).accept('json')).assertStatus(422)
    assert.lengthOf(await Post.query().where('channel_id', channel.id), 0)
  })

  test('spec 001 §5.2: an own editor image is attached to the post (readable where the post is); someone else\'s is refused', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const [member, other] = [await makeUser(), await makeUser()]
    await makeMember(member.id, world.id)
    const mine = await uploadAll(client, member, 'graph.png', 'image/png', await png(), 'editor-image')
    const theirs = await uploadAll(client, other, 'theirs.png', 'image/png', await png(), 'editor-image')
    assert.equal(mine.step, 'done')
    const path = `/w/${world.slug}/c/${channel.id}/posts`
    const refused = await client.post(path).json(body(withImage(theirs.downloadUrl))).withCsrfToken().loginAs(member).accept('json')
    refused.assertStatus(422)
    refused.assertBodyContains({ errors: [{ field: 'body', message: IMAGES_NOT_YOURS }] })
    const created = await client.post(path).json(body(withImage(mine.downloadUrl))).withCsrfToken().loginAs(member).accept('json')
    created.assertStatus(201)
    const upload = await db.from('user_uploads').where('id', mine.userUploadId).first()
    assert.include(upload, { subject_type: 'post', subject_id: created.body().id })
    ;(await client.get(mine.downloadUrl).loginAs(other)).assertStatus(200)
  })

  test('mentions notify each mentioned person who may see the post, once, and never the author', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const secret = await makeChannel(world, { visibility: 'private', worldLevel: 'tutor' })
    const [author, tutor, learner] = [await makeTutor(), await makeTutor(), await makeUser()]
    await makeMember(author.id, world.id, 'tutor')
    await makeMember(tutor.id, world.id, 'tutor')
    await makeMember(learner.id, world.id, 'member')
    const created = await client
      .post(`/w/${world.slug}/c/${secret.id}/posts`)
      .json(body(mentioning('Thanks ', [tutor, learner, author])))
      .withCsrfToken()
      .loginAs(author)
      .accept('json')
    created.assertStatus(201)
    const [told] = await mentionsOf(tutor.id)
    assert.equal(told.post_id, created.body().id)
    assert.include(JSON.parse(told.payload), { actorName: author.displayName, href: `/w/${world.slug}/p/${created.body().id}` })
    assert.lengthOf(await mentionsOf(learner.id), 0, 'cannot see the private channel')
    assert.lengthOf(await mentionsOf(author.id), 0)

    // An edit tells only people mentioned for the first time.
    const other = await makeTutor()
    await makeMember(other.id, world.id, 'tutor')
    const edited = await client.put(`/posts/${created.body().id}`).json(body(mentioning('Thanks ', [tutor, other]))).withCsrfToken().loginAs(author).accept('json')
    edited.assertStatus(200)
    assert.lengthOf(await mentionsOf(tutor.id), 1)
    assert.lengthOf(await mentionsOf(other.id), 1)
  })
})

test.group('Comments, edits and deletes', () => {
  test('POST /posts/:id/comments: members comment one level under a post; visitors and non-members cannot; comment counts follow', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const [member, outsider] = [await makeUser(), await makeUser()]
    await makeMember(member.id, world.id)
    const post = await makePost(member, { channel })
    const created = await client.post(`/posts/${post.id}/comments`).json(body(text('Nice!'))).withCsrfToken().loginAs(member).accept('json')
    created.assertStatus(201)
    const comment = await Post.findOrFail(created.body().id)
    assert.include(comment.$attributes, { type: 'comment', parentPostId: post.id, channelId: channel.id })
    assert.equal((await Post.findOrFail(post.id)).commentCount, 1)
    ;(await client.post(`/posts/${comment.id}/comments`).json(body(text('Deeper'))).withCsrfToken().loginAs(member).accept('json')).assertStatus(403)
    ;(await client.post(`/posts/${post.id}/comments`).json(body(text('Hi'))).withCsrfToken().loginAs(outsider).accept('json')).assertStatus(403)
    const deleted = await client.delete(`/posts/${comment.id}`).withCsrfToken().loginAs(member).accept('json')
    deleted.assertStatus(200)
    assert.equal((await Post.findOrFail(post.id)).commentCount, 0)
  })

  test('PUT /posts/:id: the author edits (history keeps the old body); others 403; hidden: the Oops message; invisible: 404', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const secret = await makeChannel(world, { visibility: 'private', worldLevel: 'moderator' })
    const [author, other] = [await makeUser(), await makeUser()]
    await makeMember(author.id, world.id)
    await makeMember(other.id, world.id)
    const post = await makePost(author, { channel }, { body: text('First version') })
    const edited = await client.put(`/posts/${post.id}`).json(body(text('Second version'))).withCsrfToken().loginAs(author).accept('json')
    edited.assertStatus(200)
    await post.refresh()
    assert.equal(post.excerpt, 'Second version')
    assert.isNotNull(post.lastEditedAt)
    const [event] = await PostEvent.query().where('post_id', post.id)
    assert.include(event.$attributes, { type: 'edited', userId: author.id, isCollapsible: true })
    assert.deepEqual(event.body, text('First version'))

    ;(await client.put(`/posts/${post.id}`).json(body(text('Mine now'))).withCsrfToken().loginAs(other).accept('json')).assertStatus(403)
    const hidden = await makePost(author, { channel }, { hiddenAt: DateTime.utc() })
    const blocked = await client.put(`/posts/${hidden.id}`).json(body(text('Try'))).withCsrfToken().loginAs(author).accept('json')
    blocked.assertStatus(403)
    blocked.assertBodyContains({ errors: [{ field: 'body', message: EDIT_BLOCKED_MESSAGE }] })
    const unseen = await makePost(author, { channel: secret })
    ;(await client.put(`/posts/${unseen.id}`).json(body(text('Try'))).withCsrfToken().loginAs(other).accept('json')).assertStatus(404)
  })

  test('DELETE /posts/:id: only its author; the post is gone for everyone, with a deleted event', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const [author, other] = [await makeUser(), await makeUser()]
    await makeMember(author.id, world.id)
    await makeMember(other.id, world.id)
    const post = await makePost(author, { channel })
    ;(await client.delete(`/posts/${post.id}`).withCsrfToken().loginAs(other).accept('json')).assertStatus(403)
    ;(await client.delete(`/posts/${post.id}`).withCsrfToken().loginAs(author).accept('json')).assertStatus(200)
    assert.equal((await Post.findOrFail(post.id)).status, 'deleted')
    assert.equal((await PostEvent.query().where('post_id', post.id).firstOrFail()).type, 'deleted')
    ;(await client.get(`/w/${world.slug}/p/${post.id}`).withInertia().loginAs(author)).assertStatus(404)
  })

  test('the channel notifications toggle is stored for the viewer (signed in, may see the channel)', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const secret = await makeChannel(world, { visibility: 'private', worldLevel: 'moderator' })
    const member = await makeUser()
    await makeMember(member.id, world.id)
    ;(await client.put(`/w/${world.slug}/c/${channel.id}/notifications`).json({ enabled: true }).withCsrfToken().loginAs(member).accept('json')).assertStatus(200)
    const row = await db.from('channel_members').where('user_id', member.id).where('channel_id', channel.id).first()
    assert.isTrue(Boolean(row.enable_text_notifications))
    ;(await client.put(`/w/${world.slug}/c/${secret.id}/notifications`).json({ enabled: true }).withCsrfToken().loginAs(member).accept('json')).assertStatus(404)
  })
})

/*
 * issue 13 §4: contact details in a world post or comment hold it for safety's review — worlds
 * are open to learners under 18 — the way messaging holds them between a minor and an adult.
 */
test.group('Contact details in a post hold it for review (issue 13 §4)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a post with a phone number is hidden from others, flagged too personal, and mentions nobody', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const [author, reader, mentioned] = [await makeUser(), await makeUser(), await makeUser()]
    for (const person of [author, reader, mentioned]) await makeMember(person.id, world.id)
    const path = `/w/${world.slug}/c/${channel.id}/posts`
    const created = await client
      .post(path)
      .json(body(mentioning('text me on 555-201-3344 after class', [mentioned])))
      .withCsrfToken()
      .loginAs(author)
      .accept('json')
    created.assertStatus(201)
    const post = await Post.findOrFail(created.body().id)
    assert.isNotNull(post.hiddenAt)
    const flag = await db.from('content_flags').where({ content_type: 'post', subject_id: post.id }).first()
    assert.equal(flag.category, 'overly-personal-content')
    assert.match(flag.details, /contact details \(phone\)/)
    assert.lengthOf(await mentionsOf(mentioned.id), 0)
    const seen = (await client.get(`/w/${world.slug}/c/${channel.id}`).loginAs(reader).withInertia()).inertiaProps as any
    assert.notInclude(seen.posts.map((item: any) => item.id), post.id)

    const plain = await client.post(path).json(body(text('See you at 5, page 555 of the book'))).withCsrfToken().loginAs(author).accept('json')
    assert.isNull((await Post.findOrFail(plain.body().id)).hiddenAt, 'page numbers are not phone numbers')
  })

  test('an edit that adds an e-mail address holds the post too', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const author = await makeUser()
    await makeMember(author.id, world.id)
    const post = await makePost(author, { channel })
    const edited = await client
      .put(`/posts/${post.id}`)
      .json(body(text('write to me: someone@example.org')))
      .withCsrfToken()
      .loginAs(author)
      .accept('json')
    assert.isBelow(edited.status(), 300)
    await post.refresh()
    assert.isNotNull(post.hiddenAt)
    assert.exists(await db.from('content_flags').where({ content_type: 'post', subject_id: post.id, category: 'overly-personal-content' }).first())
  })
})
