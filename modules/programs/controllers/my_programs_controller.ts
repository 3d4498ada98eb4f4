import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { listPrograms } from '#kernel/programs/registry'
import { myPrograms, parseMyProgramsQuery } from '../queries/my_programs.js'
import MyProgramTransformer from '../transformers/my_program_transformer.js'
import ProgramOptionTransformer from '../transformers/program_option_transformer.js'

/*
 * GET /dashboard/programs, filtered by ?program= and ?offering=. Its authorisation is the route's
 * member access: the page only ever reads the viewer's own series and waitlists (by auth.user.id),
 * so there is no other person's data a policy could refuse.
 */
export default class MyProgramsController {
  async index({ inertia, request, auth }: HttpContext) {
    const filters = parseMyProgramsQuery(request.qs())
    return inertia.render('programs/my_programs', {
      filters,
      programs: MyProgramTransformer.transform(await myPrograms(auth.user!.id, filters, programNow())),
      programOptions: ProgramOptionTransformer.transform(listPrograms()),
    })
  }
}
