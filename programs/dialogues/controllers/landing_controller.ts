import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { findProgram } from '#kernel/programs/registry'
import {
  ComingIterationTransformer,
  OfferingSummaryTransformer,
  ProgramSeriesTransformer,
  comingIterations,
  offeringSummaries,
  upcomingProgramSeries,
} from '#modules/programs/index'
import { PROGRAM_SLUG } from '../constants.js'
import { TOPIC_GROUPS, featuredTopicGroup } from '../topic_groups.js'

/* /dialogues (spec 000 §2.2, honouring ?utm_content=): public. */
export default class LandingController {
  async show({ inertia, request }: HttpContext) {
    const program = findProgram(PROGRAM_SLUG)!
    const featured = featuredTopicGroup(request.qs().utm_content)
    // The advertised group first, the rest in the spec's order.
    const topicGroups = [...TOPIC_GROUPS].sort((a, b) => Number(b.slug === featured) - Number(a.slug === featured))
    return inertia.render('programs/dialogues/landing', {
      featured,
      topicGroups: topicGroups.map((group) => ({ slug: group.slug, label: group.label })),
      formats: OfferingSummaryTransformer.transform(offeringSummaries(program)),
      iterations: ComingIterationTransformer.transform(comingIterations(program, programNow(), 2)),
      series: ProgramSeriesTransformer.transform(await upcomingProgramSeries(program)),
    })
  }
}
