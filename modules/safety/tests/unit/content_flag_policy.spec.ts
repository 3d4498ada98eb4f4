import { test } from '@japa/runner'
import { makeLearner, makeUser } from '#tests/helpers/users'
import ContentFlagPolicy from '../../policies/content_flag_policy.js'

/* Who reports and who reviews (issue 13 §1; spec 000 §6.3 "Moderation: safety or policy"). */
test.group('ContentFlagPolicy', () => {
  test('report: allowed for a subject the reporter sees, a 404 otherwise', async ({ assert }) => {
    const policy = new ContentFlagPolicy()
    const learner = await makeLearner()
    assert.isTrue(policy.report(learner, { type: 'world', id: 1, title: 'World', href: '/w/world' }))
    const refused = policy.report(learner, null)
    assert.notEqual(refused, true)
    assert.equal((refused as { status: number }).status, 404)
  })

  test('review: admin:basic with safety or policy; nobody else', async ({ assert }) => {
    const policy = new ContentFlagPolicy()
    const cases: Array<[string[], boolean]> = [
      [['approved'], false],
      [['approved', 'admin:basic'], false],
      [['approved', 'admin:basic', 'admin:mentor'], false],
      [['approved', 'admin:safety'], false],
      [['approved', 'admin:policy'], false],
      [['approved', 'admin:basic', 'admin:policy'], true],
      [['approved', 'admin:basic', 'admin:safety'], true],
    ]
    for (const [roles, expected] of cases) {
      assert.equal(await policy.review(await makeUser({ roles: roles as any })), expected, roles.join(', '))
    }
  })
})
