import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { resolveSubject } from '#kernel/subjects'
import { openStream } from '#tests/helpers/live'
import { serializeRichText } from '#modules/rich_text/index'
import { makeUser, makeTutor, makeLearner } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeSeries } from '#modules/series/tests/factories'
import { registerForSession } from '#modules/tutoring/index'
import { SeriesRegistration } from '#modules/series/index'
import Post from '../../models/post.js'
import { makeChannel, makePost, text } from '../factories.js'

const discussionOf = (props: any) => props.sections.find((section: any) => String(section.key).endsWith('-discussion'))

/* issue 10 §1 "Session and series discussion: each session and series page has its own thread for registrants and hosts." */
test.group('Session and series discussions', () => {
  test('a session discussion is served to registrants and hosts only; registrants post, outsiders get 404', async ({ client, assert }) => {
    const { session, host } = await makeSession()
    const [registrant, outsider] = [await makeLearner(), await makeLearner()]
    assert.isTrue((await registerForSession(session.id, registrant.id)).ok)
    const created = await client.post(`/session/${session.id}/discussion`).json({ body: serializeRichText(text('See you there!')) }).withCsrfToken().loginAs(registrant).accept('json')
    created.assertStatus(201)
    assert.include((await Post.findOrFail(created.body().id)).$attributes, { sessionId: session.id, channelId: null, type: 'user-post' })
    ;(await client.post(`/session/${session.id}/discussion`).json({ body: serializeRichText(text('Me too')) }).withCsrfToken().loginAs(outsider).accept('json')).assertStatus(404)

    // The page names the section for everyone signed in; the thread itself is served to its people only.
    const section = discussionOf((await client.get(`/session/${session.id}`).withInertia().loginAs(outsider)).inertiaProps)
    assert.deepEqual(section, { key: 'community-session-discussion', component: 'community/discussion', props: { kind: 'session', id: session.id } })
    const asHost = await client.get(`/community/discussions/session/${session.id}`).loginAs(host).accept('json')
    asHost.assertStatus(200)
    assert.deepEqual(asHost.body().posts.map((post: any) => post.id), [created.body().id])
    assert.isTrue(asHost.body().canPost)
    ;(await client.get(`/community/discussions/session/${session.id}`).loginAs(outsider).accept('json')).assertStatus(404)
    ;(await client.get(`/community/discussions/session/${session.id}`).accept('json')).assertStatus(404)
    // A visitor's page names no discussion: their browser would only be refused the thread.
    assert.isUndefined(discussionOf((await client.get(`/session/${session.id}`).withInertia()).inertiaProps))
  })

  test('a series discussion is served to registrants; a withdrawn registrant neither reads nor writes', async ({ client, assert }) => {
    const host = await makeTutor()
    const { series } = await makeSeries({ hostId: host.id })
    const [registrant, withdrawn] = [await makeLearner(), await makeLearner()]
    await SeriesRegistration.create({ userId: registrant.id, seriesId: series.id })
    await SeriesRegistration.create({ userId: withdrawn.id, seriesId: series.id, withdrawnAt: DateTime.utc().minus({ hours: 1 }) })
    ;(await client.post(`/series/${series.id}/discussion`).json({ body: serializeRichText(text('Hello group')) }).withCsrfToken().loginAs(registrant).accept('json')).assertStatus(201)
    ;(await client.post(`/series/${series.id}/discussion`).json({ body: serializeRichText(text('Hi')) }).withCsrfToken().loginAs(withdrawn).accept('json')).assertStatus(404)
    const asRegistrant = await client.get(`/community/discussions/series/${series.id}`).loginAs(registrant).accept('json')
    assert.lengthOf(asRegistrant.body().posts, 1)
    ;(await client.get(`/community/discussions/series/${series.id}`).loginAs(withdrawn).accept('json')).assertStatus(404)
  })
})

test.group("Subject 'post' (interfaces: reports and notifications point at posts)", () => {
  test('resolves to the excerpt and the post address for those who may see it, null for the others', async ({ assert }) => {
    const world = await makeWorld('public')
    const secret = await makeChannel(world, { visibility: 'private', worldLevel: 'tutor' })
    const [tutor, member] = [await makeTutor(), await makeUser()]
    await makeMember(tutor.id, world.id, 'tutor')
    await makeMember(member.id, world.id)
    const post = await makePost(tutor, { channel: secret }, { body: text('A long plan for the week') })
    const comment = await makePost(tutor, { channel: secret }, { parent: post })
    assert.deepInclude(await resolveSubject({ type: 'post', id: post.id }, { id: tutor.id }), { title: 'A long plan for the week', href: `/w/${world.slug}/p/${post.id}` })
    assert.deepInclude(await resolveSubject({ type: 'post', id: comment.id }, { id: tutor.id }), { href: `/w/${world.slug}/p/${post.id}#comment-${comment.id}` })
    assert.isNull(await resolveSubject({ type: 'post', id: post.id }, { id: member.id }))
    assert.isNull(await resolveSubject({ type: 'post', id: post.id }, null))
    await post.merge({ status: 'deleted' }).save()
    assert.isNull(await resolveSubject({ type: 'post', id: comment.id }, { id: tutor.id }), 'a comment of a deleted post is gone too')
  })
})

test.group('Live updates (issue 10 §3)', () => {
  test('community/channels/:id: those who may see the channel subscribe and receive the post ids; others are refused', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const [open, secret] = [await makeChannel(world), await makeChannel(world, { visibility: 'private', worldLevel: 'moderator' })]
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const stream = await openStream('community-tab-1')
    try {
      const subscribe = (channel: string) => client.post('/__transmit/subscribe').json({ uid: 'community-tab-1', channel }).withCsrfToken().loginAs(member)
      ;(await subscribe(`community/channels/${open.id}`)).assertStatus(204)
      ;(await subscribe(`community/channels/${secret.id}`)).assertStatus(400)
      ;(await subscribe('community/channels/99999999')).assertStatus(400)
      const created = await client.post(`/w/${world.slug}/c/${open.id}/posts`).json({ body: serializeRichText(text('Live!')) }).withCsrfToken().loginAs(member).accept('json')
      created.assertStatus(201)
      const received = await stream.textAfter(200)
      assert.include(received, `"postId":${created.body().id}`)
      assert.notInclude(received, 'Live!', 'messages carry ids, never content')
    } finally {
      await stream.close()
    }
  })

  test('a session thread channel is open to its registrants only', async ({ client, assert }) => {
    const { session } = await makeSession()
    const [registrant, outsider] = [await makeLearner(), await makeLearner()]
    assert.isTrue((await registerForSession(session.id, registrant.id)).ok)
    const stream = await openStream('community-tab-2')
    try {
      const subscribe = (user: Awaited<ReturnType<typeof makeUser>>) => client.post('/__transmit/subscribe').json({ uid: 'community-tab-2', channel: `community/sessions/${session.id}` }).withCsrfToken().loginAs(user)
      ;(await subscribe(outsider)).assertStatus(400)
      ;(await subscribe(registrant)).assertStatus(204)
    } finally {
      await stream.close()
    }
  })
})

test.group('Beta redirects land on community pages (spec 000 §2.1)', () => {
  test('/beta/w/{world}/c/{channel}/p/{post} → /beta/w/{world}/p/{post} → /w/{world}/p/{post}', async ({ client }) => {
    const first = await client.get('/beta/w/hub/c/3/p/7').redirects(0)
    first.assertHeader('location', '/beta/w/hub/p/7')
    const second = await client.get('/beta/w/hub/p/7').redirects(0)
    second.assertHeader('location', '/w/hub/p/7')
    const channel = await client.get('/beta/w/hub/c/3').redirects(0)
    channel.assertHeader('location', '/w/hub/c/3')
  })
})
