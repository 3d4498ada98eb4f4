import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { makeCourse, makeTopic } from '../factories.js'

/* The 'topics' option source of select-async form blocks (the forms reference's topic block). */
test.group('Topic options for forms', () => {
  test('matching active topics of live courses, labelled "Course: Topic"', async ({ client, assert }) => {
    const course = await makeCourse({ name: 'Zebra Algebra' })
    const topic = await makeTopic(course.id, 'challenge', { name: 'Quokka equations' })
    await makeTopic(course.id, 'challenge', { name: 'Quokka retired', active: false })
    const response = await client.get('/forms/options/topics').qs({ q: 'quokka' }).accept('json').loginAs(await makeUser())
    response.assertStatus(200)
    assert.deepEqual(response.body(), { options: [{ value: String(topic.id), label: 'Zebra Algebra: Quokka equations' }] })
  })

  test('at most 20; a typed % is no wildcard', async ({ client, assert }) => {
    const course = await makeCourse({ name: 'Wombat course' })
    for (let n = 0; n < 22; n += 1) await makeTopic(course.id, 'unit', { name: `Wombat ${n}` })
    const user = await makeUser()
    const many = await client.get('/forms/options/topics').qs({ q: 'wombat' }).accept('json').loginAs(user)
    assert.lengthOf(many.body().options, 20)
    // As a wildcard, "wom%at" would match "Wombat"; dropped, it is "womat", which matches nothing.
    const inside = await client.get('/forms/options/topics').qs({ q: 'wom%at' }).accept('json').loginAs(user)
    assert.lengthOf(inside.body().options, 0)
  })
})
