import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound, wantsJson } from '#app/support/http'
import { answerDenial, type User } from '#modules/identity/index'
import { BIOS_PAGE } from '../pages.js'
import BiosPolicy from '../policies/bios_policy.js'
import BioRevision from '../models/bio_revision.js'
import { staffBios } from '../queries/bios.js'
import { reviewBio } from '../actions/review_bio.js'
import StaffBioTransformer from '../transformers/staff_bio_transformer.js'
import { bioRejectValidator, biosQueryValidator, tutorsMessages } from '../validators/tutors_validator.js'
import { BIO_MESSAGES } from '../rules.js'
import { denied, done, idOr404 } from './respond.js'

async function loadRevision(ctx: HttpContext) {
  return (await BioRevision.find(idOr404(ctx))) ?? notFound(ctx)
}

function refuse(ctx: HttpContext, message: string) {
  if (wantsJson(ctx)) return ctx.response.status(409).send({ ok: false, message })
  ctx.session.flash('error', message)
  return ctx.response.redirect().back()
}

/* /admin/bios (spec 000 §2.6 admin `bios`, §6.3 "Bios: policy"): held and recently changed one-on-one bios. */
export default class BiosController {
  /** GET /admin/bios?list=held|recent&page= */
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(BiosPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [error, qs] = await biosQueryValidator.tryValidate(ctx.request.qs())
    const filters = error ? { list: 'held' as const, page: 1 } : { list: qs.list ?? 'held', page: qs.page ?? 1 }
    const { items, heldCount, meta } = await staffBios(filters.list, filters.page)
    const staff = ctx.auth.user as User
    return ctx.inertia.render('tutors/admin_bios', {
      bios: StaffBioTransformer.transform(items),
      heldCount,
      meta,
      filters,
      timezone: staff.timezone || 'UTC',
      admin: AdminFrameTransformer.transform(adminFrameFor(await staff.roles(), BIOS_PAGE.key)),
    })
  }

  /** POST /admin/bios/:id/approve — a held bio becomes the public one. */
  async approve(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(BiosPolicy).execute('review')
    if (!verdict.authorized) return denied(ctx, verdict)
    const revision = await loadRevision(ctx)
    if (!(await reviewBio(revision, ctx.auth.getUserOrFail().id, { outcome: 'approved' }))) return refuse(ctx, BIO_MESSAGES.notReviewable)
    return done(ctx, 'The bio is approved and shown on the tutor’s profile.')
  }

  /** POST /admin/bios/:id/reject { reason } — the tutor reads the reason; their previous bio stays or comes back. */
  async reject(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(BiosPolicy).execute('review')
    if (!verdict.authorized) return denied(ctx, verdict)
    const revision = await loadRevision(ctx)
    const { reason } = await ctx.request.validateUsing(bioRejectValidator, { messagesProvider: tutorsMessages })
    if (!(await reviewBio(revision, ctx.auth.getUserOrFail().id, { outcome: 'rejected', reason }))) return refuse(ctx, BIO_MESSAGES.notReviewable)
    return done(ctx, 'The bio is rejected. The tutor was told why.')
  }
}
