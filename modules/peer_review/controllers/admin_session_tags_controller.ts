import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import PeerReviewPolicy from '../policies/peer_review_policy.js'
import { findSession } from '../queries/peer_review.js'
import { sessionTagsOf } from '../queries/session_tags.js'
import { addSessionTag } from '../actions/add_session_tag.js'
import { removeSessionTag } from '../actions/remove_session_tag.js'
import { SESSION_TAG_MESSAGES, sessionTagMessages, sessionTagValidator } from '../validators/peer_review_validators.js'
import SessionTagsTransformer from '../transformers/session_tags_transformer.js'
import { PEER_REVIEWS_PAGE } from '../admin_pages.js'
import { SESSION_TAG_LABELS } from '../shared/index.js'
import { conflict, denied, done, idOr404 } from './respond.js'

/* /admin/peer-review/sessions/:id/tags: a session's tags, set and cleared by staff (spec 001 §3.3 session_tag). */
export default class AdminSessionTagsController {
  async show(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('manageTags')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const session = (await findSession(idOr404(ctx))) ?? notFound(ctx)
    return ctx.inertia.render('peer_review/session_tags', {
      view: SessionTagsTransformer.transform(await sessionTagsOf(session)),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), PEER_REVIEWS_PAGE.key)),
    })
  }

  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('manageTags')
    if (!verdict.authorized) return denied(ctx, verdict)
    const session = (await findSession(idOr404(ctx))) ?? notFound(ctx)
    const { tag, note } = await ctx.request.validateUsing(sessionTagValidator, { messagesProvider: sessionTagMessages })
    if (!(await addSessionTag({ sessionId: session.id, tag, userId: ctx.auth.getUserOrFail().id, note: note ?? null }))) return conflict(ctx, SESSION_TAG_MESSAGES.alreadyTagged)
    return done(ctx, `Added the ${SESSION_TAG_LABELS[tag].label} tag.`)
  }

  async destroy(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PeerReviewPolicy).execute('manageTags')
    if (!verdict.authorized) return denied(ctx, verdict)
    const session = (await findSession(idOr404(ctx))) ?? notFound(ctx)
    const { tag, note } = await ctx.request.validateUsing(sessionTagValidator, { messagesProvider: sessionTagMessages })
    if (!(await removeSessionTag({ sessionId: session.id, tag, userId: ctx.auth.getUserOrFail().id, note: note ?? null }))) return conflict(ctx, SESSION_TAG_MESSAGES.notTagged)
    return done(ctx, `Removed the ${SESSION_TAG_LABELS[tag].label} tag.`)
  }
}
