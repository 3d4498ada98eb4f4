import { test } from '@japa/runner'
import { makeLearner, makeUser } from '#tests/helpers/users'
import { serializeRichText } from '../../shared/index.js'
import { everyKind, paragraph } from '../fixtures.js'

/*
 * The staff rich text check (GET/POST /rich-text/check): access as declared (admin:basic), the
 * server's verdict through richTextRule, the stored shape shown back. spec 001 §3.8.
 */
test.group('Rich text check /rich-text/check', () => {
  test('a visitor is asked to sign in (401); a learner gets Access Denied (403)', async ({ client }) => {
    const visitor = await client.get('/rich-text/check').withInertia()
    visitor.assertStatus(401)
    visitor.assertInertiaPropsContains({ code: 'not_logged_in' })
    const learner = await makeLearner()
    const denied = await client.get('/rich-text/check').withInertia().loginAs(learner)
    denied.assertStatus(403)
    denied.assertInertiaPropsContains({ code: 'not_enough_permission' })
    const post = await client.post('/rich-text/check').withCsrfToken().withInertia().json({ content: everyKind() }).loginAs(learner)
    post.assertStatus(403)
  })

  test('staff get the editor page, with the mention subject from ?within', async ({ client }) => {
    const staff = await makeUser({ roles: ['approved', 'admin:basic'] })
    const response = await client.get('/rich-text/check?within=world:5').withInertia().loginAs(staff)
    response.assertStatus(200)
    response.assertInertiaComponent('rich_text/check')
    response.assertInertiaPropsContains({ within: { type: 'world', id: 5 }, checked: null })
  })

  test('a valid document with every node kind, posted as its JSON text, comes back as stored', async ({ client, assert }) => {
    const staff = await makeUser({ roles: ['approved', 'admin:basic'] })
    const response = await client.post('/rich-text/check').withCsrfToken().withInertia().json({ content: serializeRichText(everyKind()) }).loginAs(staff)
    response.assertStatus(200)
    assert.deepEqual((response.inertiaProps as { checked: unknown }).checked, everyKind())
  })

  test('posted as an object, the body parser trims its strings: empty text leaves survive, spaces do not', async ({ client, assert }) => {
    const staff = await makeUser({ roles: ['approved', 'admin:basic'] })
    const document = paragraph({ text: 'a ' }, { text: 'b', bold: true }, { text: '' })
    const response = await client.post('/rich-text/check').withCsrfToken().withInertia().json({ content: document }).loginAs(staff)
    response.assertStatus(200)
    assert.deepEqual((response.inertiaProps as { checked: unknown }).checked, paragraph({ text: 'a' }, { text: 'b', bold: true }, { text: '' }))
  })

  test('a document breaking the schema is refused with the message naming the problem', async ({ client }) => {
    const staff = await makeUser({ roles: ['approved', 'admin:basic'] })
    const hostile = paragraph({ type: 'link', url: 'javascript:alert(1)', isInternal: false, children: [{ text: 'x' }] })
    const response = await client.post('/rich-text/check').header('accept', 'application/json').withCsrfToken().json({ content: hostile }).loginAs(staff)
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'content', message: 'The link address "javascript:alert(1)" is not valid' }] })
  })
})
