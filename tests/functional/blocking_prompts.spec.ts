import { test } from '@japa/runner'
import { hooks, registrarFor, type PromptContext } from '#kernel/hooks'
import { makeUser } from '#tests/helpers/users'

/*
 * The blocking-prompt and toast frame (spec 000 §2.4, §2.5). Test prompts answer only for the users
 * a test names, so they are inert for every other test sharing the process.
 */
const asked: string[] = []
const pendingFor = new Map<string, Set<number>>()
const registrar = registrarFor('test:prompts')
for (const [key, priority] of [['test.prompt.low', 6], ['test.prompt.high', 2], ['test.prompt.mid', 4]] as const) {
  pendingFor.set(key, new Set())
  registrar.prompt({
    key,
    priority,
    pending: ({ viewerId, routeName }: PromptContext) => {
      if (!pendingFor.get(key)!.has(viewerId)) return null
      asked.push(key)
      return { key, title: `Prompt ${priority}`, component: 'tests/none', props: { routeName } }
    },
  })
}
const toastFor = new Set<number>()
registrar.outlet('frame.toasts', ({ viewerId }) =>
  toastFor.has(viewerId) ? [{ key: 'test.toast', component: 'tests/none', props: { hello: 'there' } }] : []
)

test.group('Blocking prompts (spec 000 §2.4) and toasts (§2.5)', () => {
  test('the first pending prompt in priority order is the one shown, and prompts below it are not asked', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    pendingFor.get('test.prompt.low')!.add(user.id)
    pendingFor.get('test.prompt.mid')!.add(user.id)
    asked.length = 0
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertStatus(200)
    assert.equal(response.inertiaProps.prompt.key, 'test.prompt.mid')
    assert.equal(response.inertiaProps.prompt.title, 'Prompt 4')
    assert.equal(response.inertiaProps.prompt.props.routeName, 'dashboard.learner')
    assert.deepEqual(asked, ['test.prompt.mid'])

    pendingFor.get('test.prompt.high')!.add(user.id)
    const higher = await client.get('/dashboard').withInertia().loginAs(user)
    assert.equal(higher.inertiaProps.prompt.key, 'test.prompt.high')

    for (const key of ['test.prompt.high', 'test.prompt.mid']) pendingFor.get(key)!.delete(user.id)
    const last = await client.get('/dashboard').withInertia().loginAs(user)
    assert.equal(last.inertiaProps.prompt.key, 'test.prompt.low')
    pendingFor.get('test.prompt.low')!.delete(user.id)
    const none = await client.get('/dashboard').withInertia().loginAs(user)
    assert.isNull(none.inertiaProps.prompt)
  })

  test('users with no roles, suspended or rejected users and visitors see no prompt and no toast', async ({ client, assert }) => {
    const noRoles = await makeUser({ roles: [] })
    const suspended = await makeUser({ roles: ['approved', 'blocked:community'] })
    const rejected = await makeUser({ roles: ['rejected'] })
    const member = await makeUser()
    for (const user of [noRoles, suspended, rejected, member]) {
      pendingFor.get('test.prompt.high')!.add(user.id)
      toastFor.add(user.id)
    }
    for (const user of [noRoles, suspended, rejected]) {
      const response = await client.get('/explore').withInertia().loginAs(user)
      assert.isNull(response.inertiaProps.prompt, `user ${user.id}`)
      assert.deepEqual(response.inertiaProps.toasts, [])
    }
    const shown = await client.get('/explore').withInertia().loginAs(member)
    assert.equal(shown.inertiaProps.prompt.key, 'test.prompt.high')
    assert.deepEqual(shown.inertiaProps.toasts, [{ key: 'test.toast', component: 'tests/none', props: { hello: 'there' } }])
    const visitor = await client.get('/explore').withInertia()
    assert.isNull(visitor.inertiaProps.prompt)
    assert.deepEqual(visitor.inertiaProps.toasts, [])
    for (const user of [noRoles, suspended, rejected, member]) {
      pendingFor.get('test.prompt.high')!.delete(user.id)
      toastFor.delete(user.id)
    }
  })

  test('a prompt key can be registered once only', async ({ assert }) => {
    assert.throws(
      () => registrarFor('test:other').prompt({ key: 'test.prompt.low', priority: 1, pending: () => null }),
      /already registered by test:prompts/
    )
  })

  test('firstPrompt asks nothing below a pending prompt', async ({ assert }) => {
    const user = await makeUser()
    pendingFor.get('test.prompt.high')!.add(user.id)
    pendingFor.get('test.prompt.low')!.add(user.id)
    asked.length = 0
    const prompt = await hooks.firstPrompt({ viewerId: user.id, routeName: null, path: '/' })
    assert.equal(prompt?.key, 'test.prompt.high')
    assert.deepEqual(asked, ['test.prompt.high'])
    pendingFor.get('test.prompt.high')!.delete(user.id)
    pendingFor.get('test.prompt.low')!.delete(user.id)
  })
})
