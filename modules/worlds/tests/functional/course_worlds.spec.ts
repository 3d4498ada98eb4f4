import { test } from '@japa/runner'
import { makeCourse } from '#modules/catalog/tests/factories'
import { makeWorld } from '../factories.js'

/* The worlds context fills the course page's `course.worlds` outlet (catalog sits below worlds). */
test.group('Course page: worlds studying the course', () => {
  test('the course page links the public worlds studying it, never hidden ones', async ({ client, assert }) => {
    const course = await makeCourse()
    const open = await makeWorld('public', { courseId: course.id, title: 'Open world' })
    await makeWorld('membership', { courseId: course.id, title: 'Hidden world' })
    await makeWorld('unlisted', { courseId: course.id, title: 'Quiet world' })
    const response = await client.get(`/course/${course.slug}`).withInertia()
    assert.deepEqual(response.inertiaProps.worlds, [{ slug: open.slug, title: 'Open world' }])
  })
})
