import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { reviewAsStaff } from '../actions/review_as_staff.js'
import { MODERATION_PAGE } from '../pages.js'
import ContentFlagPolicy from '../policies/content_flag_policy.js'
import { moderationQueue } from '../queries/moderation_queue.js'
import { findContentFlag } from '../queries/open_flags.js'
import ContentFlagTransformer from '../transformers/content_flag_transformer.js'
import { queueFilterValidator, reportMessages, reviewFlagValidator } from '../validators/report_validators.js'
import { SAFETY_MESSAGES } from '../shared/index.js'

/* The staff Moderation page, /admin/moderation (spec 000 §6.3: safety or policy). */
export default class ModerationController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(ContentFlagPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [error, qs] = await queueFilterValidator.tryValidate(ctx.request.qs())
    const filters = { status: qs?.status ?? 'open', severity: qs?.severity ?? null, type: qs?.type ?? null, page: qs?.page ?? 1 }
    if (error) Object.assign(filters, { status: 'open', severity: null, type: null, page: 1 })
    const { items, meta, types } = await moderationQueue(filters)
    return ctx.inertia.render('safety/moderation', {
      flags: ContentFlagTransformer.transform(items),
      meta,
      types,
      filters,
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), MODERATION_PAGE.key)),
    })
  }

  /** POST /admin/moderation/flags/:id/review — uphold or dismiss (and the subject's other open flags). */
  async review(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(ContentFlagPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { outcome, note } = await ctx.request.validateUsing(reviewFlagValidator, { messagesProvider: reportMessages })
    const flag = await findContentFlag(Number(ctx.params.id))
    if (!flag) notFound(ctx)
    const reviewed = await reviewAsStaff(flag.id, { outcome, reviewerId: ctx.auth.getUserOrFail().id, note: note || null })
    if (reviewed) ctx.session.flash('success', outcome === 'upheld' ? 'Report upheld.' : 'Report dismissed.')
    else ctx.session.flash('error', SAFETY_MESSAGES.alreadyReviewed)
    // Back to the queue as it was filtered (the page the form is on).
    return ctx.response.redirect().back()
  }
}
