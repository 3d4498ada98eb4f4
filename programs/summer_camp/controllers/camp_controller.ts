import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { programDateRange } from '#kernel/programs/format'
import { findProgram } from '#kernel/programs/registry'
import { comingIterations, offeringSummaries, upcomingProgramSeries } from '#modules/programs/index'
import { PROGRAM_SLUG } from '../constants.js'

/* /summer-camp (spec 000 §2.2): public. This summer's (or the next) camp, its tracks and the series to join. */
export default class CampController {
  async show({ inertia }: HttpContext) {
    const program = findProgram(PROGRAM_SLUG)!
    const now = programNow()
    const camp = program.iterations.find((iteration) => iteration.endsAt >= now) ?? null
    return inertia.render('programs/summer_camp/camp', {
      camp: camp ? { title: camp.title, dates: programDateRange(camp.startsAt, camp.endsAt, program.zone), running: camp.startsAt <= now } : null,
      tracks: offeringSummaries(program),
      iterations: comingIterations(program, now, 1),
      series: await upcomingProgramSeries(program),
    })
  }
}
