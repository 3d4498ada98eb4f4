import { test } from '@japa/runner'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeLearner } from '#tests/helpers/users'

/*
 * Issue 13 §1: a report is reachable from every session. Safety fills the session page's
 * `session.sections` zone with "Report this session" for signed-in viewers only (a visitor cannot
 * report). Here because it needs tutoring's sessions, a layer above safety.
 */
test.group('Report link on the session page', () => {
  test('signed-in viewers get it, pointing at the session; visitors do not', async ({ client, assert }) => {
    const { session } = await makeSession()
    const learner = await makeLearner()
    const signedIn = await client.get(`/session/${session.id}`).withInertia().loginAs(learner)
    signedIn.assertStatus(200)
    assert.deepInclude(signedIn.inertiaProps.sections, {
      key: 'safety.report-session',
      component: 'safety/report_link',
      props: { subject: { type: 'session', id: session.id }, label: 'Report this session', hiddenWhileReviewed: false },
    })
    const visitor = await client.get(`/session/${session.id}`).withInertia()
    visitor.assertStatus(200)
    assert.notInclude(
      visitor.inertiaProps.sections.map((section: { key: string }) => section.key),
      'safety.report-session'
    )
  })
})
