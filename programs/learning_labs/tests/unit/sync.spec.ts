import { test } from '@japa/runner'
import { findProgram } from '#kernel/programs/registry'
import { syncProgramTemplates } from '#modules/programs/index'
import { SeriesTemplate, upsertProgramTemplate } from '#modules/series/index'
import { World, findWorldBySlug } from '#modules/worlds/index'
import { ALGEBRA2_WORLD, PRE_CALCULUS_WORLD, PROGRAM_SLUG } from '../../constants.js'

/* programs:sync puts each unit's series templates in its own lab's world (one program, two worlds). */
test.group('Learning Labs: programs:sync', () => {
  test('each offering materialises in its world; a second run changes nothing', async ({ assert }) => {
    for (const [slug, title] of [[PRE_CALCULUS_WORLD, 'Pre-Calculus Learning Labs'], [ALGEBRA2_WORLD, 'Algebra 2 Learning Labs']]) {
      if (!(await findWorldBySlug(slug))) await World.create({ slug, title, domain: 'Math', visibility: 'public' })
    }
    const program = findProgram(PROGRAM_SLUG)!
    const total = program.iterations.reduce((sum, iteration) => sum + iteration.offerings.length, 0)
    const first = await syncProgramTemplates([program], upsertProgramTemplate)
    assert.equal(first.created + first.changed + first.unchanged, total)
    const second = await syncProgramTemplates([program], upsertProgramTemplate)
    assert.deepInclude(second, { created: 0, changed: 0, unchanged: total })

    const algebra = (await findWorldBySlug(ALGEBRA2_WORLD))!
    const precalc = (await findWorldBySlug(PRE_CALCULUS_WORLD))!
    const logs = await SeriesTemplate.findByOrFail('slug', 'labs-2024-11-algebra2-logarithms')
    assert.equal(logs.worldId, algebra.id)
    const trig = await SeriesTemplate.findByOrFail('slug', 'labs-2024-11-pre-calculus-trigonometry')
    assert.equal(trig.worldId, precalc.id)
    const prep = await SeriesTemplate.findByOrFail('slug', 'labs-2025-final-exam-3-algebra2-final-exam-prep')
    assert.equal((prep.details as { sessionCount?: number }).sessionCount, 7)
  })
})
