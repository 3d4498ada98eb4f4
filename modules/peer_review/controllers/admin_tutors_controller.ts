import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { answerDenial } from '#modules/identity/index'
import PeerReviewPolicy from '../policies/peer_review_policy.js'
import { tutorsPage } from '../queries/tutors.js'
import { tutorsFilterValidator } from '../validators/peer_review_validators.js'
import TutorRowTransformer from '../transformers/tutor_row_transformer.js'
import { TUTORS_PAGE } from '../admin_pages.js'

/* The Tutors console page, /admin/tutors (spec 000 §2.6, §6.3 mentor). */
export default class AdminTutorsController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('tutors')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    // A malformed filter shows the first page of everyone rather than an error page.
    const [error, qs] = await tutorsFilterValidator.tryValidate(ctx.request.qs())
    const filters = { q: (error ? null : qs.q) || null, page: (error ? null : qs.page) ?? 1 }
    const { rows, meta } = await tutorsPage(filters)
    return ctx.inertia.render('peer_review/tutors', {
      tutors: TutorRowTransformer.transform(rows),
      meta,
      filters: { q: filters.q ?? '' },
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), TUTORS_PAGE.key)),
    })
  }
}
