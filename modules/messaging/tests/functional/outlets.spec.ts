import { test } from '@japa/runner'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { sharedSession } from '../factories.js'

/* The header badge (every signed-in page) and "Group chat" on session pages (issue 14 §1). */
test.group('Messaging outlets', () => {
  test('signed-in pages carry the messages badge and the session page the group chat; visitors get neither', async ({ client, assert }) => {
    const [host, learner] = [await makeTutor(), await makeLearner()]
    const session = await sharedSession(host, [learner])
    const signedIn = await client.get(`/session/${session.id}`).withInertia().loginAs(learner)
    assert.deepInclude(signedIn.inertiaProps.headerItems, { key: 'messaging.badge', component: 'messaging/unread_badge', props: { userId: learner.id } })
    assert.deepInclude(signedIn.inertiaProps.sections, { key: 'messaging.group', component: 'messaging/group_chat', props: { type: 'session', id: session.id } })
    const visitor = await client.get(`/session/${session.id}`).withInertia()
    assert.notInclude(JSON.stringify(visitor.inertiaProps.headerItems), 'messaging')
    assert.notInclude(JSON.stringify(visitor.inertiaProps.sections), 'messaging')
  })
})
