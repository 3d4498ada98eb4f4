import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { findTopic } from '#modules/catalog/index'
import { answerDenial } from '#modules/identity/index'
import CertificationPolicy from '../policies/certification_policy.js'
import { findRequest, nextOffer } from '../queries/certifications.js'
import { reviewToastMemo } from '../queries/review_toast.js'
import { reviewCertification } from '../actions/review_certification.js'
import { reviewValidator } from '../validators/certification_validators.js'
import ReviewRequestTransformer from '../transformers/review_request_transformer.js'
import { CHECKLIST_ITEMS, LOW_SCORE_THRESHOLD } from '../shared/index.js'
import { conflict, denied, done, idOr404 } from './respond.js'

/* Peer review of certification videos: /certification/review (the next offer, spec 001 §5.5) and /certification/review/{id}. */
export default class ReviewsController {
  async next(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('reviewAny')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const offer = await nextOffer(ctx.auth.getUserOrFail().id)
    if (offer) return ctx.response.redirect().toPath(`/certification/review/${offer.id}`)
    return ctx.inertia.render('certification/review', { request: null, checklist: [...CHECKLIST_ITEMS], lowScoreThreshold: LOW_SCORE_THRESHOLD })
  }

  async show(ctx: HttpContext) {
    const request = (await findRequest(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('review', request)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const topic = (await findTopic(request.topicId)) ?? notFound(ctx)
    return ctx.inertia.render('certification/review', {
      request: ReviewRequestTransformer.transform({ request, topic }),
      checklist: [...CHECKLIST_ITEMS],
      lowScoreThreshold: LOW_SCORE_THRESHOLD,
    })
  }

  async store(ctx: HttpContext) {
    const request = (await findRequest(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('review', request)
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(reviewValidator)
    const user = ctx.auth.getUserOrFail()
    const all = new Set<string>(CHECKLIST_ITEMS.map((item) => item.key))
    const result = await reviewCertification(request.id, user.id, {
      reportedScore: payload.reportedScore,
      uncheckedItems: payload.uncheckedItems.filter((key) => all.has(key)),
      userFeedback: payload.userFeedback ?? '',
    })
    reviewToastMemo.forget(user.id)
    if (!result) return conflict(ctx, 'This certification no longer needs your review.')
    return done(ctx, 'Thank you for your review! You earned 2 points.', '/certification/review')
  }
}
