import { test } from '@japa/runner'
import { syncProgramTemplates } from '#modules/programs/index'
import { SeriesTemplate, upsertProgramTemplate } from '#modules/series/index'
import { ensureWorld, workshops } from '../helpers.js'

/* node ace programs:sync: every iteration offering becomes a series template; a second run changes nothing. */
test.group('College Admissions Workshops: programs:sync', () => {
  test('materialises 76 templates (46 of the spec\'s iterations, 30 of the 2026–27 season), then reports 0 created and 0 changed', async ({ assert }) => {
    await ensureWorld()
    const program = workshops()
    const first = await syncProgramTemplates([program], upsertProgramTemplate)
    // Earlier tests in the suite may have synced already: together created + unchanged cover all.
    assert.equal(first.created + first.changed + first.unchanged, 76)
    const second = await syncProgramTemplates([program], upsertProgramTemplate)
    assert.deepInclude(second, { created: 0, changed: 0, unchanged: 76 })

    const template = await SeriesTemplate.findByOrFail('slug', 'caw-2024-09-the-essay')
    assert.equal(template.programSlug, 'college-admissions-workshops')
    assert.equal(template.programIteration, '2024-09')
    assert.equal(template.offeringSlug, 'the-essay')
    assert.equal(template.maxLearners, 15)
    assert.equal(template.sessionsPerWeek, 2)
    assert.equal(template.sessionMinutes, 75)
    assert.equal(template.learnerDeadlineAt!.toUTC().toISO(), '2024-09-07T03:59:00.000Z')
    assert.equal((template.details as { recommendedHostingRatio: number }).recommendedHostingRatio, 0.4)

    const unstuck = await SeriesTemplate.findByOrFail('slug', 'caw-2024-09-getting-unstuck')
    assert.equal(unstuck.weeks, 1)
    assert.equal(unstuck.startsAt!.toUTC().toISO(), '2024-09-11T23:00:00.000Z')
  })
})
