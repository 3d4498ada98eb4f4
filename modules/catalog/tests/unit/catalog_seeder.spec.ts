import { test } from '@japa/runner'
import Course from '../../models/course.js'
import Topic from '../../models/topic.js'
import { seedCatalog } from '../../database/seeders/catalog_seeder.js'
import { CATALOG } from '../../database/seeders/catalog_data.js'

test.group('Catalog seeder', () => {
  test('the seed catalogue: every course and topic once, however often it runs', async ({ assert }) => {
    await seedCatalog()
    await seedCatalog()
    for (const seed of CATALOG) {
      const courses = await Course.query().where('slug', seed.slug)
      assert.lengthOf(courses, 1, seed.slug)
      const topics = await Topic.query().where('course_id', courses[0].id)
      assert.lengthOf(topics, seed.topics.length, `${seed.slug} topics`)
    }
    assert.isAtLeast(CATALOG.reduce((sum, course) => sum + course.topics.length, 0), 60)
    const retired = await Topic.query().where('type', 'challenge').where('active', false).where('name', 'No-calculator section strategies')
    assert.lengthOf(retired, 1)
  })
})
