import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import PeerReviewPolicy from '../policies/peer_review_policy.js'
import { findSession } from '../queries/peer_review.js'
import { mentorQueue } from '../queries/mentor.js'
import { recordMentorAction } from '../actions/record_mentor_action.js'
import { mentorClaimValidator, mentorResolveValidator } from '../validators/peer_review_validators.js'
import MentorSessionTransformer from '../transformers/mentor_session_transformer.js'
import { MENTOR_PAGE } from '../admin_pages.js'
import { conflict, denied, done, idOr404 } from './respond.js'

/* The Mentor console page, /admin/mentor (spec 000 §2.6, §6.3 mentor): sessions that need a mentor. */
export default class AdminMentorController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('mentor')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    return ctx.inertia.render('peer_review/mentor', {
      sessions: MentorSessionTransformer.transform(await mentorQueue()),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), MENTOR_PAGE.key)),
    })
  }

  async claim(ctx: HttpContext) {
    return this.move(ctx, 'InProgress')
  }

  async resolve(ctx: HttpContext) {
    return this.move(ctx, 'Resolved')
  }

  private async move(ctx: HttpContext, to: 'InProgress' | 'Resolved') {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('mentor')
    if (!verdict.authorized) return denied(ctx, verdict)
    const session = (await findSession(idOr404(ctx))) ?? notFound(ctx)
    const { comment } = to === 'Resolved' ? await ctx.request.validateUsing(mentorResolveValidator) : await ctx.request.validateUsing(mentorClaimValidator)
    const moved = await recordMentorAction({ sessionId: session.id, mentorId: ctx.auth.getUserOrFail().id, to, comment: comment ?? null })
    if (!moved) return conflict(ctx, to === 'Resolved' ? 'This session does not need a mentor now.' : 'This session cannot be claimed now.')
    return done(ctx, to === 'Resolved' ? 'Resolved. You earned 4 points.' : 'Claimed: you are now the mentor for this session.')
  }
}
