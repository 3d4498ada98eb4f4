import { test } from '@japa/runner'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeUser } from '#tests/helpers/users'

/* GET /forms/options/:source?q= — a select-async block's search (spec 002 §9), signed in only. */
test.group('Form option search', () => {
  test('a visitor is refused (401) and learns nothing', async ({ client, assert }) => {
    const response = await client.get('/forms/options/topics?q=alg').accept('json')
    response.assertStatus(401)
    assert.notProperty(response.body(), 'options')
  })

  test('a signed-in learner gets matching active topics, labelled "Course: Topic"', async ({ client, assert }) => {
    const course = await makeCourse({ name: 'Zebra Algebra' })
    const topic = await makeTopic(course.id, 'challenge', { name: 'Quokka equations' })
    await makeTopic(course.id, 'challenge', { name: 'Quokka retired', active: false })
    const response = await client.get('/forms/options/topics').qs({ q: 'quokka' }).accept('json').loginAs(await makeUser())
    response.assertStatus(200)
    assert.deepEqual(response.body(), { options: [{ value: String(topic.id), label: 'Zebra Algebra: Quokka equations' }] })
  })

  test('at most 20 options; a typed % or _ is no wildcard', async ({ client, assert }) => {
    const course = await makeCourse({ name: 'Wombat course' })
    for (let n = 0; n < 22; n += 1) await makeTopic(course.id, 'unit', { name: `Wombat ${n}` })
    const user = await makeUser()
    const many = await client.get('/forms/options/topics').qs({ q: 'wombat' }).accept('json').loginAs(user)
    assert.lengthOf(many.body().options, 20)
    // As a wildcard, "wom%at" would match "Wombat"; dropped, it is "womat", which matches nothing.
    const inside = await client.get('/forms/options/topics').qs({ q: 'wom%at' }).accept('json').loginAs(user)
    assert.lengthOf(inside.body().options, 0)
  })

  test('an unknown source is the not-found answer; an overlong query is refused', async ({ client }) => {
    const user = await makeUser()
    ;(await client.get('/forms/options/nowhere').qs({ q: 'x' }).accept('json').loginAs(user)).assertStatus(404)
    ;(await client.get('/forms/options/topics').qs({ q: 'x'.repeat(101) }).accept('json').loginAs(user)).assertStatus(422)
  })
})
