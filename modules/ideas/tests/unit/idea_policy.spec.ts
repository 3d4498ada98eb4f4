import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import IdeaPolicy from '../../policies/idea_policy.js'
import { makeCommunityBlocked, makeIdea, makeIdeaStaff } from '../factories.js'

test.group('IdeaPolicy (spec 000 §2.2 /feedback, §6.1 blocked:community)', () => {
  test('post: members yes; blocked:community (and blocked) no', async ({ assert }) => {
    const policy = new IdeaPolicy()
    assert.isTrue(await policy.post(await makeUser()))
    const blocked = await policy.post(await makeCommunityBlocked())
    assert.notEqual(blocked, true)
    assert.equal((blocked as any).status, 403)
  })

  test('vote: others’ ideas only, never when blocked', async ({ assert }) => {
    const policy = new IdeaPolicy()
    const author = await makeUser()
    const other = await makeUser()
    const idea = await makeIdea({ userId: author.id })
    assert.isTrue(await policy.vote(other, idea))
    assert.equal(((await policy.vote(author, idea)) as any).status, 422)
    assert.equal(((await policy.vote(await makeCommunityBlocked(), idea)) as any).status, 403)
  })

  test('setStatus: admin:basic + user-support:lead, or super; not other staff or members', async ({ assert }) => {
    const policy = new IdeaPolicy()
    assert.isTrue(await policy.setStatus(await makeIdeaStaff()))
    assert.isTrue(await policy.setStatus(await makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:super'] })))
    assert.isFalse(await policy.setStatus(await makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:safety'] })))
    assert.isFalse(await policy.setStatus(await makeUser({ birth: '1990-01-01', roles: ['admin:user-support:lead'] })))
    assert.isFalse(await policy.setStatus(await makeUser()))
  })
})
