import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { listMembers } from '../../queries/worlds.js'
import WorldMemberTransformer from '../../transformers/world_member_transformer.js'
import WorldViewerTransformer from '../../transformers/world_viewer_transformer.js'
import WorldTransformer from '../../transformers/world_transformer.js'
import { makeMember, makeWorld } from '../factories.js'

test.group('World transformers (what the world pages receive)', () => {
  test('a member row: display name, ISO join date, manageable from the set; a deleted account reads DELETED USER', async ({ assert }) => {
    const world = await makeWorld()
    const kept = await makeUser({ birth: '1990-01-01' })
    const gone = await makeUser()
    await makeMember(kept.id, world.id, 'coach')
    await makeMember(gone.id, world.id)
    await gone.softDelete()
    const { members } = await listMembers(world.id, 1)
    const shown = members.map((row) => new WorldMemberTransformer(row, new Set([kept.id])).toObject())
    const [coach, deleted] = shown
    assert.deepEqual(coach, {
      userId: kept.id,
      username: kept.username,
      displayName: kept.displayName,
      level: 'coach',
      joinedAt: members[0].createdAt.toISO()!,
      manageable: true,
    })
    assert.include(deleted, { userId: gone.id, username: '', displayName: 'DELETED USER', manageable: false })
  })

  test('the viewer: the level of a current membership, null without one', ({ assert }) => {
    const flags = { signedIn: true, canJoin: false, canLeave: true, canModerate: false }
    assert.deepEqual(new WorldViewerTransformer({ ...flags, membership: { level: 'tutor' } }).toObject(), { ...flags, level: 'tutor' })
    assert.equal(new WorldViewerTransformer({ ...flags, membership: null }).toObject().level, null)
  })

  test('a world: name and visibility everywhere, the home page adds its text and colours', async ({ assert }) => {
    const world = await makeWorld('unlisted', { title: 'Quiet corner' })
    assert.deepEqual(new WorldTransformer(world).toObject(), { slug: world.slug, title: 'Quiet corner', visibility: 'unlisted' })
    assert.sameMembers(Object.keys(new WorldTransformer(world).forPage()), ['slug', 'title', 'description', 'guidelines', 'domain', 'visibility', 'primaryColor'])
  })
})
