import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import Channel from '../../models/channel.js'
import Post from '../../models/post.js'
import PostEvent from '../../models/post_event.js'
import { makeChannel, makePost, text } from '../factories.js'

/* issue 10 §2: world moderator pages /w/{worldSlug}/moderator/{posts,channels,reports} (spec 000 §2.2). */

async function moderatedWorld() {
  const world = await makeWorld('public')
  const moderator = await makeUser()
  await makeMember(moderator.id, world.id, 'moderator')
  const channel = await makeChannel(world)
  const author = await makeUser()
  await makeMember(author.id, world.id, 'member')
  const post = await makePost(author, { channel })
  return { world, moderator, channel, author, post }
}

const historyOf = async (postId: number) => (await PostEvent.query().where('post_id', postId).orderBy('id')).map((event) => event.type)

/** The staff audit row admin writes from 'moderation.action' (read as a table: admin is a higher layer). */
async function auditRow(action: string, subjectId: number) {
  let row: { actor_user_id: number; details: string } | null = null
  await eventually(async () => {
    row = await db.from('admin_audit_events').where('action', action).where('subject_id', String(subjectId)).first()
    return row !== null
  }, `an audit row ${action} for ${subjectId}`)
  const found = row as unknown as { actor_user_id: number; details: string }
  return { actorUserId: Number(found.actor_user_id), details: JSON.parse(found.details) }
}

test.group('Moderator pages: who opens them (issue 10 §2)', () => {
  test('{page}: visitor 401, member and non-member 403, moderator and staff 200')
    .with([{ page: 'posts' }, { page: 'reports' }, { page: 'channels' }])
    .run(async ({ client, assert }, { page }) => {
      const { world, moderator, author } = await moderatedWorld()
      const url = `/w/${world.slug}/moderator/${page}`
      const visitor = await client.get(url).withInertia()
      visitor.assertStatus(401)
      for (const user of [author, await makeUser()]) {
        const response = await client.get(url).withInertia().loginAs(user)
        response.assertStatus(403)
      }
      for (const user of [moderator, await makeUser({ roles: ['approved', 'admin:basic'] })]) {
        const response = await client.get(url).withInertia().loginAs(user)
        response.assertStatus(200)
        response.assertInertiaComponent(`community/moderator_${page}`)
        assert.deepEqual((response.inertiaProps as any).tabs.map((tab: any) => tab.key), ['posts', 'reports', 'channels', 'members'])
      }
    })

  test('a membership world’s moderator pages are 404 to a non-member; the members page shows the same tabs', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const response = await client.get(`/w/${world.slug}/moderator/posts`).withInertia().loginAs(await makeUser())
    response.assertStatus(404)
    const { world: open, moderator } = await moderatedWorld()
    const members = await client.get(`/w/${open.slug}/moderator/members`).withInertia().loginAs(moderator)
    assert.deepEqual((members.inertiaProps as any).tabs.map((tab: any) => tab.href), [
      `/w/${open.slug}/moderator/posts`,
      `/w/${open.slug}/moderator/reports`,
      `/w/${open.slug}/moderator/channels`,
      `/w/${open.slug}/moderator/members`,
    ])
  })

  test('the posts page lists the world’s channel posts and comments, filtered, excerpts only', async ({ client, assert }) => {
    const { world, moderator, channel, author, post } = await moderatedWorld()
    const comment = await makePost(author, { channel }, { parent: post })
    const hidden = await makePost(author, { channel }, { body: text('Hidden one'), hiddenAt: post.createdAt })
    const elsewhere = await makePost(author, { channel: await makeChannel(await makeWorld('public')) })
    const all = await client.get(`/w/${world.slug}/moderator/posts`).withInertia().loginAs(moderator)
    const ids = (all.inertiaProps as any).posts.map((item: any) => item.id)
    assert.sameMembers(ids, [post.id, comment.id, hidden.id])
    assert.notInclude(ids, elsewhere.id)
    const item = (all.inertiaProps as any).posts.find((entry: any) => entry.id === comment.id)
    assert.include(item, { isComment: true, authorName: author.displayName, channelTitle: channel.title, href: `/w/${world.slug}/p/${post.id}` })
    assert.notProperty(item, 'body')
    const onlyHidden = await client.get(`/w/${world.slug}/moderator/posts?filter=hidden`).withInertia().loginAs(moderator)
    assert.deepEqual((onlyHidden.inertiaProps as any).posts.map((entry: any) => entry.id), [hidden.id])
  })
})

test.group('Moderator actions on posts (issue 10 §2)', () => {
  test('hide: a member 403, a moderator of another world 404; the moderator hides, with a history entry and an audit row', async ({ client, assert }) => {
    const { world, moderator, author, post } = await moderatedWorld()
    const url = `/w/${world.slug}/moderator/posts/${post.id}/hide`
    ;(await client.post(url).json({}).withCsrfToken().accept('json').loginAs(author)).assertStatus(403)
    const { world: otherWorld, moderator: otherModerator } = await moderatedWorld()
    ;(await client.post(`/w/${otherWorld.slug}/moderator/posts/${post.id}/hide`).json({}).withCsrfToken().accept('json').loginAs(otherModerator)).assertStatus(404)
    assert.isNull((await Post.findOrFail(post.id)).hiddenAt)

    const response = await client.post(url).json({ note: 'Off topic' }).withCsrfToken().accept('json').loginAs(moderator)
    response.assertStatus(200)
    response.assertBodyContains({ changed: true })
    assert.isNotNull((await Post.findOrFail(post.id)).hiddenAt)
    assert.deepEqual(await historyOf(post.id), ['hidden'])
    const audit = await auditRow('post.hidden', post.id)
    assert.equal(audit.actorUserId, moderator.id)
    assert.deepEqual(audit.details, { worldId: world.id, note: 'Off topic' })

    const again = await client.post(url).json({}).withCsrfToken().accept('json').loginAs(moderator)
    again.assertBodyContains({ changed: false })
    assert.deepEqual(await historyOf(post.id), ['hidden'])
  })

  test('unhide, pin to the channel then the world, unpin; comments are not pinned', async ({ client, assert }) => {
    const { world, moderator, channel, author, post } = await moderatedWorld()
    const base = `/w/${world.slug}/moderator/posts/${post.id}`
    await client.post(`${base}/hide`).json({}).withCsrfToken().accept('json').loginAs(moderator)
    ;(await client.post(`${base}/unhide`).json({}).withCsrfToken().accept('json').loginAs(moderator)).assertBodyContains({ changed: true })
    ;(await client.post(`${base}/pin`).json({ scope: 'channel' }).withCsrfToken().accept('json').loginAs(moderator)).assertBodyContains({ changed: true })
    ;(await client.post(`${base}/pin`).json({ scope: 'world' }).withCsrfToken().accept('json').loginAs(moderator)).assertBodyContains({ changed: true })
    assert.equal((await Post.findOrFail(post.id)).pinnedScope, 'world')
    ;(await client.post(`${base}/pin`).json({ scope: 'everywhere' }).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(422)
    ;(await client.post(`${base}/unpin`).json({}).withCsrfToken().accept('json').loginAs(moderator)).assertBodyContains({ changed: true })
    assert.isNull((await Post.findOrFail(post.id)).pinnedScope)
    assert.deepEqual(await historyOf(post.id), ['hidden', 'unhidden', 'pinned', 'pinned', 'unpinned'])
    await auditRow('post.unpinned', post.id)

    const comment = await makePost(author, { channel }, { parent: post })
    ;(await client.post(`/w/${world.slug}/moderator/posts/${comment.id}/pin`).json({ scope: 'channel' }).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(404)
    ;(await client.post(`/w/${world.slug}/moderator/posts/${comment.id}/hide`).json({}).withCsrfToken().accept('json').loginAs(moderator)).assertBodyContains({ changed: true })
  })

  test('an unknown or malformed post id is 404; a visitor 401', async ({ client }) => {
    const { world, moderator, post } = await moderatedWorld()
    ;(await client.post(`/w/${world.slug}/moderator/posts/999999/hide`).json({}).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(404)
    ;(await client.post(`/w/${world.slug}/moderator/posts/abc/hide`).json({}).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(404)
    ;(await client.post(`/w/${world.slug}/moderator/posts/${post.id}/hide`).json({}).withCsrfToken().accept('json')).assertStatus(401)
  })
})

test.group('Moderator actions on channels (issue 10 §2)', () => {
  test('create, edit, reorder, archive and unarchive; a member is refused each', async ({ client, assert }) => {
    const { world, moderator, author, channel } = await moderatedWorld()
    const base = `/w/${world.slug}/moderator/channels`
    const settings = { title: 'Homework help', description: 'Ask away', type: 'questions', visibility: 'private', worldLevel: 'tutor' }
    ;(await client.post(base).json(settings).withCsrfToken().accept('json').loginAs(author)).assertStatus(403)
    const created = await client.post(base).json(settings).withCsrfToken().accept('json').loginAs(moderator)
    created.assertStatus(201)
    const fresh = await Channel.findOrFail(created.body().id)
    assert.include(fresh.$attributes, { worldId: world.id, title: 'Homework help', type: 'questions', visibility: 'private', worldLevel: 'tutor' })
    await auditRow('channel.created', fresh.id)

    ;(await client.post(base).json({ ...settings, title: '' }).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(422)
    ;(await client.post(base).json({ ...settings, worldLevel: 'king' }).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(422)

    ;(await client.put(`${base}/${fresh.id}`).json({ ...settings, visibility: 'public' }).withCsrfToken().accept('json').loginAs(author)).assertStatus(403)
    ;(await client.put(`${base}/${fresh.id}`).json({ ...settings, visibility: 'public' }).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(200)
    assert.equal((await Channel.findOrFail(fresh.id)).visibility, 'public')

    ;(await client.put(`${base}/order`).json({ channelIds: [fresh.id] }).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(422)
    ;(await client.put(`${base}/order`).json({ channelIds: [fresh.id, channel.id] }).withCsrfToken().accept('json').loginAs(author)).assertStatus(403)
    ;(await client.put(`${base}/order`).json({ channelIds: [fresh.id, channel.id] }).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(200)
    const order = await Channel.query().where('world_id', world.id).orderBy('position')
    assert.deepEqual(order.map((row) => row.id), [fresh.id, channel.id])

    ;(await client.post(`${base}/${channel.id}/archive`).json({}).withCsrfToken().accept('json').loginAs(author)).assertStatus(403)
    ;(await client.post(`${base}/${channel.id}/archive`).json({}).withCsrfToken().accept('json').loginAs(moderator)).assertBodyContains({ changed: true })
    assert.isNotNull((await Channel.findOrFail(channel.id)).archivedAt)
    ;(await client.post(`${base}/${channel.id}/unarchive`).json({}).withCsrfToken().accept('json').loginAs(moderator)).assertBodyContains({ changed: true })
    assert.isNull((await Channel.findOrFail(channel.id)).archivedAt)
    await auditRow('channel.unarchived', channel.id)
  })

  test('another world’s channel or a global channel is 404 from this world', async ({ client }) => {
    const { world, moderator } = await moderatedWorld()
    const foreign = await makeChannel(await makeWorld('public'))
    const global = await makeChannel(null)
    for (const channel of [foreign, global]) {
      ;(await client.post(`/w/${world.slug}/moderator/channels/${channel.id}/archive`).json({}).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(404)
    }
  })
})

test.group('Reports of posts (issue 10 §2, safety content flags)', () => {
  async function report(postId: number, reporterId: number, category: 'spam' | 'threatening-violence') {
    const { flagContent } = await import('#modules/safety/index')
    return db.transaction((trx) =>
      flagContent({ subject: { type: 'post', id: postId }, reporterId, category, details: 'Please look', content: 'excerpt', link: '/' }, { client: trx })
    )
  }

  test('a high-severity report hides the post pending review; dismissing restores it', async ({ client, assert }) => {
    const { world, moderator, post } = await moderatedWorld()
    const reporter = await makeUser()
    await report(post.id, reporter.id, 'threatening-violence')
    await eventually(async () => (await Post.findOrFail(post.id)).hiddenAt !== null, 'the post hidden')
    assert.deepEqual(await historyOf(post.id), ['reported', 'hidden-pending-review'])

    const queue = await client.get(`/w/${world.slug}/moderator/reports`).withInertia().loginAs(moderator)
    const [item] = (queue.inertiaProps as any).reported
    assert.equal(item.post.id, post.id)
    assert.include(item.reports[0], { category: 'threatening-violence', severity: 'high', details: 'Please look', reporterName: reporter.displayName })

    const member = await makeUser()
    await makeMember(member.id, world.id)
    ;(await client.post(`/w/${world.slug}/moderator/reports/${post.id}`).json({ outcome: 'dismissed' }).withCsrfToken().accept('json').loginAs(member)).assertStatus(403)
    const dismissed = await client.post(`/w/${world.slug}/moderator/reports/${post.id}`).json({ outcome: 'dismissed' }).withCsrfToken().accept('json').loginAs(moderator)
    dismissed.assertBodyContains({ changed: true })
    await eventually(async () => (await Post.findOrFail(post.id)).hiddenAt === null, 'the post restored')
    assert.deepEqual(await historyOf(post.id), ['reported', 'hidden-pending-review', 'reports-dismissed', 'restored'])
    await auditRow('post.flags.dismissed', post.id)
    const empty = await client.get(`/w/${world.slug}/moderator/reports`).withInertia().loginAs(moderator)
    assert.lengthOf((empty.inertiaProps as any).reported, 0)
    ;(await client.post(`/w/${world.slug}/moderator/reports/${post.id}`).json({ outcome: 'dismissed' }).withCsrfToken().accept('json').loginAs(moderator)).assertStatus(422)
  })

  test('a low-severity report leaves the post up; upholding hides it', async ({ client, assert }) => {
    const { world, moderator, post } = await moderatedWorld()
    await report(post.id, (await makeUser()).id, 'spam')
    await eventually(async () => (await historyOf(post.id)).includes('reported'), 'the report noted')
    assert.isNull((await Post.findOrFail(post.id)).hiddenAt)
    const upheld = await client.post(`/w/${world.slug}/moderator/reports/${post.id}`).json({ outcome: 'upheld', note: 'Spam' }).withCsrfToken().accept('json').loginAs(moderator)
    upheld.assertBodyContains({ changed: true })
    assert.isNotNull((await Post.findOrFail(post.id)).hiddenAt)
    await auditRow('post.flags.upheld', post.id)
  })

  test('dismissing does not show a post a moderator hid', async ({ client, assert }) => {
    const { world, moderator, post } = await moderatedWorld()
    await client.post(`/w/${world.slug}/moderator/posts/${post.id}/hide`).json({}).withCsrfToken().accept('json').loginAs(moderator)
    await report(post.id, (await makeUser()).id, 'threatening-violence')
    await eventually(async () => (await historyOf(post.id)).includes('reported'), 'the report noted')
    await client.post(`/w/${world.slug}/moderator/reports/${post.id}`).json({ outcome: 'dismissed' }).withCsrfToken().accept('json').loginAs(moderator)
    assert.isNotNull((await Post.findOrFail(post.id)).hiddenAt)
    assert.deepEqual(await historyOf(post.id), ['hidden', 'reported', 'reports-dismissed'])
  })
})
