import type { HttpContext } from '@adonisjs/core/http'
import { adminFrame } from '../queries/frame.js'
import { programIterations } from '../queries/program_iterations.js'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import ProgramTransformer from '../transformers/program_transformer.js'

/* Program Iterations page (spec 000 §6.3: super). */
export default class ProgramIterationsController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('admin/program_iterations', {
      programs: ProgramTransformer.transform(await programIterations()),
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'program-iterations')),
    })
  }
}
