import { DateTime } from 'luxon'
import { findProgram, offeringWorld } from '#kernel/programs/registry'
import { programTemplateInputs, syncProgramTemplates } from '#modules/programs/index'
import { pinProgramClock } from '#kernel/programs/clock'
import { SeriesTemplate, hostSeriesFromTemplate, upsertProgramTemplate } from '#modules/series/index'
import { World, worldCatalogue } from '#modules/worlds/index'
import { makeTutor } from '#tests/helpers/users'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'

/**
 * A series of a program that a learner can register for today, hosted by a new tutor, for
 * end-to-end tests. The program's iterations are synced (what `node ace programs:sync` does); the
 * series uses a copy of one iteration offering's template dated around today (series windows use
 * the template's dates) and the program's clock is pinned inside that iteration's learner window
 * (the program's registration filter uses the iteration's dates). Release the pin in teardown.
 */
export async function openProgramSeries(programSlug: string, pick: { iteration?: string; offering?: string } = {}) {
  const program = findProgram(programSlug)!
  const iteration = pick.iteration ? program.iterations.find((it) => it.key === pick.iteration)! : program.iterations.at(-1)!
  const input = programTemplateInputs(program).find(
    (candidate) => candidate.programIteration === iteration.key && (!pick.offering || candidate.offeringSlug === pick.offering)
  )!
  for (const slug of new Set(program.offerings.map((offering) => offeringWorld(program, offering)))) {
    if (await World.findBy('slug', slug)) continue
    const seed = worldCatalogue().find((world) => world.slug === slug)!
    await World.create({ slug: seed.slug, title: seed.title, description: seed.description, guidelines: '', primaryColor: seed.primaryColor, visibility: seed.visibility, domain: seed.domain, position: 0 })
  }
  const synced = await syncProgramTemplates([program], upsertProgramTemplate)
  if (!synced.templates.includes(input.slug)) throw new Error(`programs:sync did not materialise ${input.slug}`)

  const now = DateTime.utc()
  const topic = await makeTopic((await makeCourse()).id, 'challenge')
  const slug = `${input.slug}-e2e-${Date.now().toString(36)}`.slice(0, 120)
  await upsertProgramTemplate({
    ...input,
    slug,
    topicId: topic.id,
    tutorRegistrationOpensAt: now.minus({ days: 14 }),
    learnerRegistrationOpensAt: now.minus({ days: 1 }),
    learnerDeadlineAt: now.plus({ days: 7 }),
    startsAt: now.plus({ days: 2 }),
    endsAt: now.plus({ days: 40 }),
  })
  const template = await SeriesTemplate.findByOrFail('slug', slug)
  const opens = iteration.learnerRegistrationOpensAt.toMillis()
  pinProgramClock(DateTime.fromMillis(opens + (iteration.learnerDeadlineAt.toMillis() - opens) / 2, { zone: 'utc' }))

  const tutor = await makeTutor()
  const hosted = await hostSeriesFromTemplate({
    userId: tutor.id,
    template,
    firstStart: now.setZone(program.zone).plus({ days: 3 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 }),
    zone: program.zone,
  })
  if (!hosted.ok) throw new Error(`could not host the ${programSlug} series: ${hosted.reason}`)
  return { seriesId: hosted.seriesId, title: template.title }
}
