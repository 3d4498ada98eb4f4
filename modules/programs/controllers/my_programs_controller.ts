import type { HttpContext } from '@adonisjs/core/http'
import { programNow } from '#kernel/programs/clock'
import { listPrograms } from '#kernel/programs/registry'
import { myPrograms, parseMyProgramsQuery } from '../queries/my_programs.js'

/* GET /dashboard/programs (members; only ever the viewer's own programs), filtered by ?program= and ?offering=. */
export default class MyProgramsController {
  async index({ inertia, request, auth }: HttpContext) {
    const filters = parseMyProgramsQuery(request.qs())
    return inertia.render('programs/my_programs', {
      filters,
      programs: await myPrograms(auth.user!.id, filters, programNow()),
      programOptions: listPrograms().map((program) => ({ slug: program.slug, title: program.title })),
    })
  }
}
