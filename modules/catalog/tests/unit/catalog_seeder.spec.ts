import { test } from '@japa/runner'
import { World } from '#modules/worlds/index'
import Course from '../../models/course.js'
import Topic from '../../models/topic.js'
import { seedCatalog } from '../../database/seeders/catalog_seeder.js'
import { CATALOG, type CourseSeed } from '../../database/seeders/catalog_data.js'

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

  test('links a world that studies one course to it (worlds.course_id by slug)', async ({ assert }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`
    const world = await World.create({ slug: `seedw${suffix}`, title: 'Seed world', description: '', domain: 'Math', visibility: 'public', primaryColor: 'red', position: 0 })
    const catalogue: CourseSeed[] = [
      { slug: `seedc${suffix}`, name: 'Seed course', domain: 'Math', weight: 1, worlds: [world.slug], topics: [{ name: 'Seed topic', type: 'unit', description: '' }] },
    ]
    await seedCatalog(catalogue)
    await seedCatalog(catalogue)
    const course = await Course.findByOrFail('slug', `seedc${suffix}`)
    await world.refresh()
    assert.equal(world.courseId, course.id)
    assert.lengthOf(await Topic.query().where('course_id', course.id), 1)
  })
})
