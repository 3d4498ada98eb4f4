import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { findProgram } from '#kernel/programs/registry'
import {
  ComingIterationTransformer,
  ProgramSeriesTransformer,
  comingIterations,
  offeringSummaries,
  upcomingProgramSeries,
} from '#modules/programs/index'
import LabTransformer from '../transformers/lab_transformer.js'
import { worldCatalogue } from '#modules/worlds/index'
import { PROGRAM_SLUG } from '../constants.js'

/*
 * /learning-labs: public. The two labs with their units and format, the rounds open or coming
 * (from the iteration config), and the labs' upcoming series — where a learner joins one.
 */
export default class LabsController {
  async show({ inertia }: HttpContext) {
    const program = findProgram(PROGRAM_SLUG)!
    const titles = new Map(worldCatalogue().map((world) => [world.slug, world.title]))
    const units = offeringSummaries(program)
    const labs = [...new Set(units.map((unit) => unit.world))].map((world) => ({
      world,
      title: titles.get(world) ?? world,
      units: units.filter((unit) => unit.world === world),
    }))
    return inertia.render('programs/learning_labs/labs', {
      labs: LabTransformer.transform(labs),
      iterations: ComingIterationTransformer.transform(comingIterations(program, programNow())),
      series: ProgramSeriesTransformer.transform(await upcomingProgramSeries(program)),
    })
  }
}
