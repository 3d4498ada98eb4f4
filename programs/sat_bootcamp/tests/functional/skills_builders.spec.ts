import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Role } from '#modules/identity/index'
import { registerForSeries } from '#modules/series/index'
import { makeSeries, makeTemplate } from '#modules/series/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { ensureSatWorld, makeBootcamp } from '../helpers.js'
import { SKILLS_BUILDER_ADMIN_MESSAGES, SKILLS_BUILDER_MESSAGES } from '../../skills_builders.js'

/*
 * Skills builders (issue 18 §3; spec 002 §9 "Skills builder template id 3" — a template kind here,
 * never an id; spec 001 §3.3 series internal_state sat_skills_builder_score_band): staff make an
 * SAT Bootcamp template a skills builder and give its series levels on /admin/sat (spec 000 §6.3);
 * a learner's reported score band picks the series they may join.
 */
type Person = Awaited<ReturnType<typeof makeUser>>
const staff = (...roles: Role[]) => makeUser({ birth: birthForAge(35), roles: ['approved', ...roles] })
const adult = () => makeUser({ birth: birthForAge(19), roles: ['approved'] })
const bandId = async (name: string) => Number((await db.from('sat_bootcamp_score_bands').where('name', name).first()).id)
const json = (request: any, person: Person | null) => {
  const sent = request.accept('json').withCsrfToken().redirects(0)
  return person ? sent.loginAs(person) : sent
}
const markTemplate = (client: any, person: Person | null, templateId: number, kind: unknown) => json(client.post(`/admin/sat/skills-builders/templates/${templateId}`).json({ kind }), person)
const setLevel = (client: any, person: Person | null, seriesId: number, level: unknown) => json(client.put(`/admin/sat/skills-builders/series/${seriesId}`).json({ bandId: level }), person)
const reportMath = (client: any, person: Person, math: number) => json(client.post('/sat-bootcamp/scores').json({ math }), person)

/** A plain template of the SAT Bootcamp world (no SAT test) with two series. */
async function skillsBuilderSetup() {
  const world = await ensureSatWorld()
  const template = await makeTemplate(world, { title: `SAT Math Skills Builder ${Date.now().toString(36)}`, offeringSlug: 'sat-bootcamp-math' })
  const host = await makeTutor()
  const { series: building } = await makeSeries({ hostId: host.id, world, template, maxLearners: 8, title: 'Skills builder: Building', firstIn: { days: 3 } })
  const { series: advanced } = await makeSeries({ hostId: host.id, world, template, maxLearners: 8, title: 'Skills builder: Advanced', firstIn: { days: 3 } })
  return { world, template, building, advanced }
}

test.group('Skills builders on /admin/sat: who may (spec 000 §6.3)', () => {
  test('collegeboard and user-support:lead mark templates and set levels; learners, tutors, other staff and visitors may not', async ({ client, assert }) => {
    const { template, building } = await skillsBuilderSetup()
    const level = await bandId('Building')
    for (const denied of [await makeLearner(), await makeTutor(), await staff('admin:basic', 'admin:key_club'), await staff('admin:collegeboard')]) {
      ;(await markTemplate(client, denied, template.id, 'skills-builder')).assertStatus(403)
    }
    assert.include([302, 401], (await markTemplate(client, null, template.id, 'skills-builder')).status())
    assert.equal((await db.from('series_templates').where('id', template.id).first()).kind, 'standard')

    for (const allowed of [await staff('admin:basic', 'admin:collegeboard'), await staff('admin:basic', 'admin:user-support:lead')]) {
      ;(await markTemplate(client, allowed, template.id, 'skills-builder')).assertStatus(200)
      ;(await setLevel(client, allowed, building.id, level)).assertStatus(200)
    }
    const row = await db.from('series_templates').where('id', template.id).first()
    assert.deepInclude(row, { kind: 'skills-builder', program_slug: 'sat-bootcamp' })

    for (const denied of [await makeLearner(), await makeTutor(), await staff('admin:basic', 'admin:key_club')]) {
      ;(await setLevel(client, denied, building.id, null)).assertStatus(403)
    }
    assert.include([302, 401], (await setLevel(client, null, building.id, null)).status())
    assert.include((await db.from('series').where('id', building.id).first()).internal_state, '"sat_skills_builder_score_band"')
  })
})

test.group('Skills builders: placement by score band', () => {
  test('the right band is accepted; another band is refused naming the right series; no band asks for a score (issue 18 §3)', async ({ client, assert }) => {
    const { template, building, advanced } = await skillsBuilderSetup()
    const admin = await staff('admin:basic', 'admin:collegeboard')
    ;(await markTemplate(client, admin, template.id, 'skills-builder')).assertStatus(200)
    ;(await setLevel(client, admin, building.id, await bandId('Building'))).assertStatus(200)
    ;(await setLevel(client, admin, advanced.id, await bandId('Advanced'))).assertStatus(200)

    const learner = await adult()
    // No level yet: asked for a score first.
    assert.deepEqual(await registerForSeries(advanced.id, learner.id), { ok: false, reason: SKILLS_BUILDER_MESSAGES.noLevel('Advanced (610–800)', 'math') })
    ;(await reportMath(client, learner, 450)).assertStatus(200)

    const wrong = await json(client.post(`/series/${advanced.id}/register`), learner)
    assert.equal(wrong.status(), 422)
    const reason = JSON.stringify(wrong.body())
    assert.include(reason, 'This skills builder is for the Advanced (610–800) level; yours is Building.')
    assert.include(reason, `Join “Skills builder: Building” (/series/${building.id}) instead.`)
    assert.isNull(await db.from('series_registrations').where({ series_id: advanced.id, user_id: learner.id }).first())

    ;(await json(client.post(`/series/${building.id}/register`), learner)).assertStatus(200)
    assert.isNotNull(await db.from('series_registrations').where({ series_id: building.id, user_id: learner.id }).whereNull('withdrawn_at').first())

    // The series page shows the level; a plain series shows none.
    const page = await client.get(`/series/${building.id}`).withInertia()
    assert.deepEqual((page.inertiaProps as any).series.skillsBuilder, { level: 'Building (410–500)' })
    const { series: plain } = await makeSeries({ hostId: (await makeTutor()).id, world: await makeWorld('public') })
    assert.isNull(((await client.get(`/series/${plain.id}`).withInertia()).inertiaProps as any).series.skillsBuilder)
  })

  test('a level with no open series at it says so; a series without a level takes anyone; a bootcamp keeps its test windows', async ({ client, assert }) => {
    const { template, building, advanced } = await skillsBuilderSetup()
    const admin = await staff('admin:basic', 'admin:user-support:lead')
    ;(await markTemplate(client, admin, template.id, 'skills-builder')).assertStatus(200)
    ;(await setLevel(client, admin, advanced.id, await bandId('Advanced'))).assertStatus(200)

    const high = await adult()
    ;(await reportMath(client, high, 700)).assertStatus(200)
    const low = await adult()
    ;(await reportMath(client, low, 300)).assertStatus(200)
    assert.deepEqual(await registerForSeries(advanced.id, low.id), { ok: false, reason: SKILLS_BUILDER_MESSAGES.otherLevel('Advanced (610–800)', 'Foundations', null) })
    assert.isTrue((await registerForSeries(advanced.id, high.id)).ok)
    // `building` has no level yet: anyone, even without a score.
    assert.isTrue((await registerForSeries(building.id, (await adult()).id)).ok)

    // Not a skills builder: an SAT bootcamp of a test that is not open is still refused by its window.
    const closedTest = await makeBootcamp((await makeTutor()).id, { test: '2026-08' })
    const refused = await registerForSeries(closedTest.id, high.id)
    assert.isFalse(refused.ok)
    assert.include((refused as { reason: string }).reason, 'Registration for this SAT bootcamp closed on')
  })
})

test.group('Skills builders: bad input changes nothing', () => {
  test('templates of other worlds, series of standard templates, inactive or unknown bands and unknown kinds are refused clearly', async ({ client, assert, cleanup }) => {
    const admin = await staff('admin:basic', 'admin:collegeboard')
    const { template, building } = await skillsBuilderSetup()

    const elsewhere = await makeTemplate(await makeWorld('public'))
    const other = await markTemplate(client, admin, elsewhere.id, 'skills-builder')
    other.assertStatus(422)
    assert.include(JSON.stringify(other.body()), SKILLS_BUILDER_ADMIN_MESSAGES.notSatTemplate)
    assert.equal((await db.from('series_templates').where('id', elsewhere.id).first()).kind, 'standard')

    const badKind = await markTemplate(client, admin, template.id, 'premium')
    badKind.assertStatus(422)
    assert.include(JSON.stringify(badKind.body()), 'Choose standard or skills builder.')

    // The template is still standard: its series has no level to set.
    const notYet = await setLevel(client, admin, building.id, await bandId('Building'))
    notYet.assertStatus(422)
    assert.include(JSON.stringify(notYet.body()), SKILLS_BUILDER_ADMIN_MESSAGES.notSkillsBuilder)

    ;(await markTemplate(client, admin, template.id, 'skills-builder')).assertStatus(200)
    const advanced = await bandId('Advanced')
    await db.from('sat_bootcamp_score_bands').where('id', advanced).update({ active: false })
    cleanup(async () => {
      await db.from('sat_bootcamp_score_bands').where('id', advanced).update({ active: true })
    })
    for (const level of [advanced, 999999, 'Building', 1.5]) {
      const response = await setLevel(client, admin, building.id, level)
      response.assertStatus(422)
      assert.include(JSON.stringify(response.body()), SKILLS_BUILDER_ADMIN_MESSAGES.chooseBand, String(level))
    }
    assert.notInclude((await db.from('series').where('id', building.id).first()).internal_state, 'sat_skills_builder_score_band')
    // Made standard again, the template's series are ordinary series.
    ;(await markTemplate(client, admin, template.id, 'standard')).assertStatus(200)
    assert.equal((await db.from('series_templates').where('id', template.id).first()).kind, 'standard')
  })
})
