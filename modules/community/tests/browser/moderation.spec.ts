import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import Post from '../../models/post.js'
import { seesPost } from '../../policies/post_policy.js'
import { locatePost } from '../../queries/places.js'
import { makeChannel, makePost, text } from '../factories.js'

/* issue 10 "Done when": a moderator hides a post and a non-moderator no longer sees it. */
test.group('World moderation in a real browser', () => {
  test('a moderator hides a post from the moderator page; members no longer see it, its author still does', async ({ browserContext, visit, assert }) => {
    const world = await makeWorld('public')
    const [moderator, author, member] = [await makeUser(), await makeUser(), await makeUser()]
    await makeMember(moderator.id, world.id, 'moderator')
    await makeMember(author.id, world.id)
    await makeMember(member.id, world.id)
    const post = await makePost(author, { channel: await makeChannel(world) }, { body: text('Selling homework answers, message me') })

    await browserContext.loginAs(moderator)
    const page = await visit(`/w/${world.slug}/moderator/posts`)
    const card = page.getByRole('article', { name: `Post by ${author.displayName}` })
    await card.getByRole('button', { name: 'Hide' }).click()
    await page.getByLabel('Note for the moderation log (optional)').fill('Cheating')
    await page.getByRole('dialog').getByRole('button', { name: 'Hide' }).click()
    await card.getByText('Hidden', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Unhide' }).waitFor()

    const hidden = await Post.findOrFail(post.id)
    assert.isNotNull(hidden.hiddenAt)
    const seenBy = async (viewer: typeof member) => {
      const located = await locatePost(hidden, viewer)
      return located !== null && seesPost(hidden, located.place, located.standing)
    }
    assert.isFalse(await seenBy(member))
    assert.isTrue(await seenBy(author))
    assert.isTrue(await seenBy(moderator))
  })
})
