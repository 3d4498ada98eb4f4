import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import { makeLearner, makeUser, resetRateLimits } from '#tests/helpers/users'
import { DELETE_ACCOUNT_MESSAGES } from '../../controllers/my_data_controller.js'

/* Issue 20 §4: a person takes their data with them, or deletes their account, from /settings/data. */
test.group('Your data: export and account deletion (issue 20 §4)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a visitor is asked to sign in on every /settings/data route (spec 000 §2.3 not_logged_in)', async ({ client }) => {
    for (const request of [client.get('/settings/data'), client.get('/settings/data/export'), client.post('/settings/data/delete').withCsrfToken()]) {
      const response = await request.withInertia()
      response.assertStatus(401)
      response.assertInertiaPropsContains({ code: 'not_logged_in' })
    }
  })

  test('an unverified account cannot export or delete from here (route access verified)', async ({ client }) => {
    const unverified = await makeUser({ verified: false })
    ;(await client.get('/settings/data/export').loginAs(unverified).withInertia()).assertInertiaPropsContains({ code: 'email_not_verified' })
  })

  test('the export is the signed-in person\'s own data, as an attachment, with no password hash and nobody else', async ({ client, assert }) => {
    const learner = await makeLearner()
    const other = await makeUser()
    const response = await client.get('/settings/data/export').loginAs(learner)
    response.assertStatus(200)
    assert.match(response.header('content-disposition') ?? '', /^attachment; filename="peerhaven-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    assert.equal(response.header('cache-control'), 'no-store')
    const body = JSON.parse(response.text())
    assert.equal(body.sections.account.data.username, learner.username)
    assert.equal(body.sections.account.data.email, learner.email)
    assert.include(body.sections.account.data.roles, 'approved')
    assert.properties(body.sections, ['account', 'sessions', 'uploads'])
    const text = response.text()
    assert.notInclude(text, other.email)
    assert.notInclude(text, learner.password)
    assert.notInclude(text, '"password"')
  })

  test('the export is limited to 5 an hour', async ({ client }) => {
    const learner = await makeLearner()
    for (let i = 0; i < 5; i++) (await client.get('/settings/data/export').loginAs(learner)).assertStatus(200)
    ;(await client.get('/settings/data/export').loginAs(learner)).assertStatus(429)
  })

  test('deleting needs the username typed out and the password; a mistake changes nothing', async ({ client, assert }) => {
    const learner = await makeLearner()
    const wrongName = await client
      .post('/settings/data/delete')
      .json({ username: 'someone_else', password: 'correct horse battery staple' })
      .loginAs(learner)
      .withCsrfToken()
      .accept('json')
    wrongName.assertStatus(422)
    wrongName.assertBodyContains({ errors: [{ field: 'username', message: DELETE_ACCOUNT_MESSAGES.usernameMismatch }] })
    const wrongPassword = await client
      .post('/settings/data/delete')
      .json({ username: learner.username, password: 'not my password at all' })
      .loginAs(learner)
      .withCsrfToken()
      .accept('json')
    wrongPassword.assertStatus(422)
    wrongPassword.assertBodyContains({ errors: [{ field: 'password', message: DELETE_ACCOUNT_MESSAGES.wrongPassword }] })
    const fresh = await db.from('users').where('id', learner.id).first()
    assert.isNull(fresh.deleted_at)
  })

  test('with both right the account is deleted and signed out; its personal data waits for the retention rule', async ({ client, assert }) => {
    const learner = await makeLearner()
    const response = await client
      .post('/settings/data/delete')
      .json({ username: learner.username, password: 'correct horse battery staple' })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/')
    const row = await db.from('users').where('id', learner.id).first()
    assert.isNotNull(row.deleted_at)
    assert.isNull(row.personal_data_deleted_at)
    assert.isNull(await User.find(learner.id))
    assert.notExists(await db.from('sessions').where('user_id', String(learner.id)).first())
  })
})
