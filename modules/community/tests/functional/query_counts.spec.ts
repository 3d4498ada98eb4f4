import { test } from '@japa/runner'
import { queryCounter } from '#tests/helpers/query_count'
import { makeUser } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeChannel, makePost } from '../factories.js'

async function scenario(size: number) {
  const world = await makeWorld('public')
  const channel = await makeChannel(world)
  const viewer = await makeUser()
  await makeMember(viewer.id, world.id)
  for (let i = 0; i < size; i++) {
    const author = await makeUser()
    const post = await makePost(author, { channel })
    await makePost(viewer, { channel }, { parent: post })
    await makePost(await makeUser(), { channel }, { parent: post })
  }
  return { world, channel, viewer }
}

/*
 * issue 10 "Done when": the channel page with 50 posts, each with comments, runs at most 6
 * queries of its own, the same for 5 posts as for 50 (world, channel with the viewer's standing,
 * posts, comments, authors, the visit). The frame every page pays (session, user, roles, banner)
 * is measured on a not-found page by the same viewer and subtracted.
 */
test.group('Channel page queries (no N+1)', (group) => {
  const { measure } = queryCounter(group)

  test('/w/:worldSlug/c/:channelId: same count for 5 and 50 posts with comments; at most 6 of its own', async ({ client, assert }) => {
    const figures: Record<string, number> = {}
    for (const size of [5, 50]) {
      const { world, channel, viewer } = await scenario(size)
      const frame = await measure(() => client.get('/no-such-page-for-counting').withInertia().loginAs(viewer))
      const frameVisitor = await measure(() => client.get('/no-such-page-for-counting').withInertia())
      figures[`member ${size}`] = (await measure(() => client.get(`/w/${world.slug}/c/${channel.id}`).withInertia().loginAs(viewer))) - frame
      figures[`visitor ${size}`] = (await measure(() => client.get(`/w/${world.slug}/c/${channel.id}`).withInertia())) - frameVisitor
      const page = await client.get(`/w/${world.slug}/c/${channel.id}`).withInertia().loginAs(viewer)
      const posts = (page.inertiaProps as any).posts
      assert.lengthOf(posts, size)
      assert.isTrue(posts.every((post: any) => post.comments.length === 2))
    }
    console.log('community channel page queries (own, beyond the frame):', JSON.stringify(figures))
    for (const who of ['member', 'visitor']) {
      assert.equal(figures[`${who} 5`], figures[`${who} 50`], `${who}: 5 vs 50 posts`)
      assert.isAtMost(figures[`${who} 50`], 6, who)
    }
  }).timeout(180_000)
})
