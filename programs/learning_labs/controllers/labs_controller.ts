import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { programDateRange, programDateTime } from '#kernel/programs/format'
import { findProgram, iterationPhase, learnerRegistrationOpen, offeringWorld } from '#kernel/programs/registry'
import { worldCatalogue } from '#modules/worlds/index'
import { listUpcomingSeries } from '#modules/series/index'
import { PROGRAM_SLUG } from '../constants.js'

/*
 * /learning-labs: public. The two labs with their units and format, the iterations that are open
 * or coming (from the iteration config), and the labs' upcoming series tutors have scheduled —
 * where a learner joins one.
 */
export default class LabsController {
  async show({ inertia }: HttpContext) {
    const program = findProgram(PROGRAM_SLUG)!
    const now = programNow()
    const titles = new Map(worldCatalogue().map((world) => [world.slug, world.title]))
    const offerings = new Map(program.offerings.map((offering) => [offering.slug, offering]))
    const labs = [...new Set(program.offerings.map((offering) => offeringWorld(program, offering)))].map((world) => ({
      world,
      title: titles.get(world) ?? world,
      units: program.offerings
        .filter((offering) => offeringWorld(program, offering) === world)
        .map((offering) => ({
          slug: offering.slug,
          title: offering.title,
          description: offering.externalDescription,
          weeks: offering.weeks,
          sessions: offering.sessionCount ?? offering.weeks * offering.sessionsPerWeek,
          sessionMinutes: offering.sessionMinutes,
          maxLearners: offering.maxLearners,
          forLearners: offering.forLearners,
        })),
    }))
    const coming = program.iterations
      .filter((iteration) => iteration.learnerDeadlineAt >= now)
      .slice(0, 4)
      .map((iteration) => ({
        key: iteration.key,
        title: iteration.title,
        phase: iterationPhase(iteration, now),
        learnerOpen: learnerRegistrationOpen(iteration, now),
        dates: programDateRange(iteration.startsAt, iteration.endsAt, program.zone),
        learnerRegistrationOpens: programDateTime(iteration.learnerRegistrationOpensAt, program.zone),
        learnerDeadline: programDateTime(iteration.learnerDeadlineAt, program.zone),
        units: iteration.offerings.map((entry) => {
          const offering = offerings.get(entry.offeringSlug)!
          return { title: offering.title, world: offeringWorld(program, offering) }
        }),
      }))
    const series = await listUpcomingSeries({ programSlug: PROGRAM_SLUG, perPage: 12 })
    return inertia.render('programs/learning_labs/labs', {
      labs,
      iterations: coming,
      series: series.data.map((item) => ({ ...item, worldTitle: titles.get(item.worldSlug) ?? item.worldSlug })),
    })
  }
}
