import { test } from '@japa/runner'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { FormResponse } from '#modules/forms/index'
import { FORM_MESSAGES, REFERENCE_FORM } from '#modules/forms/shared/index'
import { makeUser } from '#tests/helpers/users'
import { makeStaff } from '../factories.js'

/*
 * Forms Reference, /admin/forms (issue 9): every console holder (admin:basic) sees the sample
 * form and their own latest response; saving validates with the forms engine (spec 001 §5.1).
 */
const paragraph = (text: string) => ({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text }] }] })

async function goodAnswer() {
  const topic = await makeTopic((await makeCourse()).id, 'challenge')
  return {
    program: 'not submitted: display-only',
    preferredName: '  Grace  ',
    goals: 'Understand proofs in geometry well enough to explain them.',
    grade: '11',
    format: 'group',
    topic: String(topic.id),
    languages: ['english'],
    otherLanguage: 'hidden, so dropped',
    availability: [15, 17],
    introduction: paragraph('Hello, I am Grace.'),
    confidence: 3,
  }
}

const responsesOf = (userId: number) => FormResponse.query().where('user_id', userId).where('form_key', REFERENCE_FORM.key)

test.group('Admin forms reference', () => {
  test('a visitor gets the sign-in screen, a learner the not-enough-permission one (spec 000 §2.3)', async ({ client, assert }) => {
    const visitor = await client.get('/admin/forms').withInertia().redirects(0)
    visitor.assertStatus(401)
    assert.equal(visitor.inertiaProps.code, 'not_logged_in')
    const learner = await client.get('/admin/forms').withInertia().loginAs(await makeUser()).redirects(0)
    learner.assertStatus(403)
    assert.equal(learner.inertiaProps.code, 'not_enough_permission')
  })

  test('staff (admin:basic) see the page, in the menu, with no response yet', async ({ client, assert }) => {
    const response = await client.get('/admin/forms').withInertia().loginAs(await makeStaff())
    response.assertStatus(200)
    response.assertInertiaComponent('admin/form_reference')
    assert.isNull(response.inertiaProps.response)
    assert.equal(response.inertiaProps.admin.active, 'forms')
    assert.include(
      response.inertiaProps.admin.menu.entries.map((entry: { href: string }) => entry.href),
      '/admin/forms'
    )
  })

  test('bad answers: errors per block and the form-level message, nothing stored', async ({ client, assert }) => {
    const staff = await makeStaff()
    const body = { ...(await goodAnswer()), preferredName: ' ', goals: 'Too short', grade: '8', languages: ['other'], otherLanguage: '  ', hoursPerWeek: 99 }
    const response = await client.post('/admin/forms').json(body).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(response.status(), [302, 303])
    response.assertFlashMessage('inputErrorsBag', {
      form: FORM_MESSAGES.formLevel,
      preferredName: 'This question is required',
      goals: 'Please write at least 20 characters',
      hoursPerWeek: 'Please enter a number of at most 20',
      grade: FORM_MESSAGES.choice,
      otherLanguage: 'This question is required',
    })
    assert.lengthOf(await responsesOf(staff.id), 0)
  })

  test('good answers are stored (trimmed; hidden and display-only dropped) and shown back', async ({ client, assert }) => {
    const staff = await makeStaff()
    const body = await goodAnswer()
    const saved = await client.post('/admin/forms').json(body).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(saved.status(), [302, 303])
    assert.equal(saved.header('location'), '/admin/forms')
    saved.assertFlashMessage('success', 'Response saved.')
    const [stored] = await responsesOf(staff.id)
    const expected: Record<string, unknown> = { ...body, preferredName: 'Grace' }
    delete expected.program
    delete expected.otherLanguage
    assert.deepEqual(stored.values, expected)

    const page = await client.get('/admin/forms').withInertia().loginAs(staff)
    assert.equal(page.inertiaProps.response.id, stored.id)
    assert.deepEqual(page.inertiaProps.response.values, stored.values)
  })

  test('a JSON client gets 422 with the errors by block name', async ({ client, assert }) => {
    const response = await client.post('/admin/forms').json({}).withCsrfToken().accept('json').loginAs(await makeStaff())
    response.assertStatus(422)
    const fields = response.body().errors.map((error: { field: string }) => error.field)
    assert.sameMembers(fields, ['form', 'preferredName', 'goals', 'grade', 'format', 'introduction'])
  })

  test('each person sees only their own latest response', async ({ client, assert }) => {
    const author = await makeStaff()
    await client.post('/admin/forms').json(await goodAnswer()).withCsrfToken().withInertia().loginAs(author).redirects(0)
    const colleague = await client.get('/admin/forms').withInertia().loginAs(await makeStaff())
    assert.isNull(colleague.inertiaProps.response)
  })
})
