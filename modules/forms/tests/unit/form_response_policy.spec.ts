import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import FormResponsePolicy from '../../policies/form_response_policy.js'

/* A stored response is private to its author; staff with the console role may read it. */
test.group('FormResponsePolicy.view', () => {
  test('author yes, staff (admin:basic) yes, another learner or another admin role alone no', async ({ assert }) => {
    const policy = new FormResponsePolicy()
    const author = await makeUser()
    const response = { userId: author.id }
    assert.isTrue(await policy.view(author, response))
    assert.isTrue(await policy.view(await makeUser({ roles: ['approved', 'admin:basic'] }), response))
    assert.isFalse(await policy.view(await makeUser(), response))
    assert.isFalse(await policy.view(await makeUser({ roles: ['approved', 'admin:safety'] }), response))
  })
})
