import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { pointsOf, UserEvent } from '#modules/recognition/index'
import AuthorFeedbackTransformer from '../../transformers/author_feedback_transformer.js'
import PostFeedback from '../../models/post_feedback.js'
import { featuredPostFeedback, feedbackForAuthor } from '../../queries/post_feedback.js'
import { makeChannel, makePost, text } from '../factories.js'

/* issue 10 §2 post feedback; spec 000 §6.3 "Comments: policy or mentor"; spec 002 Points. */

async function postInWorld() {
  const world = await makeWorld('public')
  const author = await makeUser()
  await makeMember(author.id, world.id)
  const channel = await makeChannel(world)
  const post = await makePost(author, { channel }, { body: text('How do I factor x² − 5x + 6?') })
  return { world, author, channel, post }
}

const reviewer = (role: 'admin:policy' | 'admin:mentor' = 'admin:mentor') => makeUser({ roles: ['approved', 'admin:basic', role] })

test.group('Comments page /admin/comments (spec 000 §6.3)', () => {
  test('visitor 401; learner, admin:basic alone and admin:mentor without admin:basic 403; policy, mentor and safety (implies policy) 200', async ({ client, assert }) => {
    const { post } = await postInWorld()
    ;(await client.get('/admin/comments').withInertia()).assertStatus(401)
    for (const user of [await makeUser(), await makeUser({ roles: ['approved', 'admin:basic'] }), await makeUser({ roles: ['approved', 'admin:mentor'] })]) {
      ;(await client.get('/admin/comments').withInertia().loginAs(user)).assertStatus(403)
    }
    for (const user of [await reviewer('admin:policy'), await reviewer('admin:mentor'), await makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] })]) {
      const response = await client.get('/admin/comments').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('community/admin_comments')
      assert.include((response.inertiaProps as any).posts.map((item: any) => item.id), post.id)
      assert.include((response.inertiaProps as any).admin.menu.entries.map((entry: any) => entry.key), 'comments')
    }
  })

  test('giving feedback: refused to a non-reviewer; points 1 / +1 detailed / +1 internal note, once per feedback', async ({ client, assert }) => {
    const { author, post } = await postInWorld()
    const url = `/admin/comments/${post.id}/feedback`
    ;(await client.post(url).json({ rating: 4 }).withCsrfToken().accept('json').loginAs(author)).assertStatus(403)

    const plain = await reviewer()
    const first = await client.post(url).json({ rating: 3, note: 'Nice' }).withCsrfToken().accept('json').loginAs(plain)
    first.assertStatus(200)
    first.assertBodyContains({ points: 1 })
    assert.equal(await pointsOf(plain.id), 1)

    const thorough = await reviewer('admin:policy')
    const detailed = { rating: 5, note: 'A clear question with the working shown; the title could say which method you tried.', internalNote: 'Good model post' }
    const second = await client.post(url).json(detailed).withCsrfToken().accept('json').loginAs(thorough)
    second.assertBodyContains({ points: 3 })
    const event = await UserEvent.query().where('user_id', thorough.id).firstOrFail()
    assert.equal(event.eventType, 'post_feedback_given')
    assert.deepEqual(event.eventPayload, { postId: post.id, feedbackId: second.body().id })

    const edit = await client.post(url).json({ ...detailed, rating: 4 }).withCsrfToken().accept('json').loginAs(thorough)
    edit.assertBodyContains({ id: second.body().id, points: 0 })
    assert.equal(await pointsOf(thorough.id), 3)
    const stored = await PostFeedback.findOrFail(second.body().id)
    assert.include(stored.$attributes, { rating: 4, userId: author.id, reviewerUserId: thorough.id, postId: post.id })
  })

  test('bad input changes nothing: rating out of range, unknown post', async ({ client, assert }) => {
    const { post } = await postInWorld()
    const user = await reviewer()
    ;(await client.post(`/admin/comments/${post.id}/feedback`).json({ rating: 9 }).withCsrfToken().accept('json').loginAs(user)).assertStatus(422)
    ;(await client.post(`/admin/comments/${post.id}/feedback`).json({ rating: 2.5 }).withCsrfToken().accept('json').loginAs(user)).assertStatus(422)
    ;(await client.post('/admin/comments/999999/feedback').json({ rating: 3 }).withCsrfToken().accept('json').loginAs(user)).assertStatus(404)
    assert.equal(await pointsOf(user.id), 0)
  })

  test('filters: unreviewed, reviewed, featured, comments only', async ({ client, assert }) => {
    const { author, channel, post } = await postInWorld()
    const comment = await makePost(author, { channel }, { parent: post })
    const user = await reviewer()
    const given = await client.post(`/admin/comments/${post.id}/feedback`).json({ rating: 4 }).withCsrfToken().accept('json').loginAs(user)
    const ids = async (qs: string) => ((await client.get(`/admin/comments?${qs}`).withInertia().loginAs(user)).inertiaProps as any).posts.map((item: any) => item.id)
    assert.include(await ids('filter=reviewed'), post.id)
    assert.notInclude(await ids('filter=unreviewed'), post.id)
    assert.include(await ids('filter=unreviewed'), comment.id)
    assert.notInclude(await ids('kind=comments'), post.id)
    assert.notInclude(await ids('filter=featured'), post.id)
    ;(await client.post(`/admin/comments/feedback/${given.body().id}/feature`).withCsrfToken().accept('json').loginAs(author)).assertStatus(403)
    ;(await client.post(`/admin/comments/feedback/${given.body().id}/feature`).withCsrfToken().accept('json').loginAs(user)).assertBodyContains({ changed: true })
    assert.include(await ids('filter=featured'), post.id)
    assert.notInclude(await ids('filter=featured'), comment.id)
    assert.include((await featuredPostFeedback()).map((row) => row.id), given.body().id)
    ;(await client.delete(`/admin/comments/feedback/${given.body().id}/feature`).withCsrfToken().accept('json').loginAs(user)).assertBodyContains({ changed: true })
    assert.notInclude((await featuredPostFeedback()).map((row) => row.id), given.body().id)
    assert.deepEqual(await ids('filter=nonsense'), await ids(''))
  })

  test('the author reads rating and note of feedback on their posts, never the internal note', async ({ client, assert }) => {
    const { author, post } = await postInWorld()
    await client.post(`/admin/comments/${post.id}/feedback`).json({ rating: 5, note: 'Great question', internalNote: 'Staff only' }).withCsrfToken().accept('json').loginAs(await reviewer())
    const mine = await feedbackForAuthor(author.id, [post.id])
    assert.lengthOf(mine, 1)
    const shown = new AuthorFeedbackTransformer(mine[0]).toObject()
    assert.include(shown, { postId: post.id, rating: 5, note: 'Great question' })
    assert.notProperty(shown, 'internalNote')
    assert.lengthOf(await feedbackForAuthor((await makeUser()).id, [post.id]), 0)
  })

  test('the post page shows its author the feedback (no internal note); other members see none', async ({ client, assert }) => {
    const { world, author, post } = await postInWorld()
    await client.post(`/admin/comments/${post.id}/feedback`).json({ rating: 4, note: 'Well asked', internalNote: 'Staff only' }).withCsrfToken().accept('json').loginAs(await reviewer())
    const mine = await client.get(`/w/${world.slug}/p/${post.id}`).withInertia().loginAs(author)
    mine.assertStatus(200)
    const [shown] = (mine.inertiaProps as any).feedback
    assert.include(shown, { rating: 4, note: 'Well asked' })
    assert.notProperty(shown, 'internalNote')
    assert.notInclude(JSON.stringify(mine.inertiaProps), 'Staff only')
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const theirs = await client.get(`/w/${world.slug}/p/${post.id}`).withInertia().loginAs(member)
    assert.deepEqual((theirs.inertiaProps as any).feedback, [])
  })
})
