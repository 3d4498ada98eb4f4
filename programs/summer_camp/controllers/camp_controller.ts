import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { programDateRange } from '#kernel/programs/format'
import { findProgram } from '#kernel/programs/registry'
import {
  ComingIterationTransformer,
  OfferingSummaryTransformer,
  ProgramSeriesTransformer,
  comingIterations,
  offeringSummaries,
  upcomingProgramSeries,
} from '#modules/programs/index'
import CampTransformer from '../transformers/camp_transformer.js'
import { PROGRAM_SLUG } from '../constants.js'

/* /summer-camp (spec 000 §2.2): public. This summer's (or the next) camp, its tracks and the series to join. */
export default class CampController {
  async show({ inertia }: HttpContext) {
    const program = findProgram(PROGRAM_SLUG)!
    const now = programNow()
    const camp = program.iterations.find((iteration) => iteration.endsAt >= now) ?? null
    return inertia.render('programs/summer_camp/camp', {
      camp: camp ? CampTransformer.transform({ title: camp.title, dates: programDateRange(camp.startsAt, camp.endsAt, program.zone), running: camp.startsAt <= now }) : null,
      tracks: OfferingSummaryTransformer.transform(offeringSummaries(program)),
      iterations: ComingIterationTransformer.transform(comingIterations(program, now, 1)),
      series: ProgramSeriesTransformer.transform(await upcomingProgramSeries(program)),
    })
  }
}
