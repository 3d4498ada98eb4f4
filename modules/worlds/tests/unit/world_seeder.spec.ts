import { test } from '@japa/runner'
import { makeCourse } from '#modules/catalog/tests/factories'
import World from '../../models/world.js'
import { seedWorlds } from '../../database/seeders/world_seeder.js'

test.group('World seeder', () => {
  test('links a world that studies one course to it (worlds.course_id by course slug), idempotently', async ({ assert }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`
    const course = await makeCourse()
    const seed = {
      slug: `seedw${suffix}`,
      title: 'Seed world',
      description: '',
      domain: 'Math' as const,
      visibility: 'public' as const,
      primaryColor: 'red',
      isProgramWorld: false,
      courseSlug: course.slug,
    }
    await seedWorlds([seed])
    await seedWorlds([seed])
    const worlds = await World.query().where('slug', seed.slug)
    assert.lengthOf(worlds, 1)
    assert.equal(worlds[0].courseId, course.id)
  })
})
