import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { answerJson, notFound } from '#app/support/http'
import PartnersPolicy from '../policies/partners_policy.js'
import { TUTOR_TREES_PAGE } from '../admin_pages.js'
import { branchesUnder, isInTree } from '../queries/tutor_tree.js'
import BranchTransformer from '../transformers/branch_transformer.js'
import { answerDenial, idOr404 } from './respond.js'

const pageOf = (ctx: HttpContext) => Math.max(1, Math.min(10_000, Number.parseInt(String(ctx.request.input('page', '1')), 10) || 1))

/* The console's Tutor Trees page, /admin/tutor-trees (spec 000 §2.6, §6.3: super): the roots, and a person's recruits on demand. */
export default class TutorTreesController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PartnersPolicy).execute('readTrees')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { rows, total, page, lastPage } = await branchesUnder(null, pageOf(ctx))
    return ctx.inertia.render('partners/tutor_trees', {
      roots: BranchTransformer.transform(rows),
      total,
      page,
      lastPage,
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), TUTOR_TREES_PAGE.key)),
    })
  }

  /** GET /admin/tutor-trees/:id (JSON): the people this person brought, one page, with their branch sums. */
  async branches(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PartnersPolicy).execute('readTrees')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const id = idOr404(ctx)
    if (!(await isInTree(id))) notFound(ctx)
    const { rows, total, page, lastPage } = await branchesUnder(id, pageOf(ctx))
    return answerJson(ctx, { branches: BranchTransformer.transform(rows), total, page, lastPage })
  }
}
