import type { HttpContext } from '@adonisjs/core/http'
import { worldCatalogue } from '#modules/worlds/index'
import { programNow } from '#kernel/programs/clock'
import { findAProgram, parseFindAProgramQuery } from '../queries/find_a_program.js'
import { listPrograms, programWorlds } from '#kernel/programs/registry'
import FindAProgramEntryTransformer from '../transformers/find_a_program_entry_transformer.js'
import ProgramOptionTransformer from '../transformers/program_option_transformer.js'

/** GET /find-a-program: public; filtered by ?world= and ?program=, paginated by ?page=. */
export default class FindAProgramController {
  async index({ inertia, request }: HttpContext) {
    const filters = parseFindAProgramQuery(request.qs())
    const result = findAProgram(filters, programNow())
    const catalogue = worldCatalogue()
    const titles = new Map(catalogue.map((world) => [world.slug, world.title]))
    // Program worlds of the catalogue plus the registered programs' own worlds (and fallbacks).
    const registered = new Set(listPrograms().flatMap(programWorlds))
    const worlds = catalogue.filter((world) => world.isProgramWorld || registered.has(world.slug)).map((world) => ({
      slug: world.slug,
      title: world.title,
    }))
    return inertia.render('find_a_program', {
      filters: result.filters,
      programs: FindAProgramEntryTransformer.transform(result.programs),
      pagination: result.pagination,
      worldTitle: result.filters.world ? (titles.get(result.filters.world) ?? null) : null,
      worlds,
      programOptions: ProgramOptionTransformer.transform(listPrograms()),
    })
  }
}
