import type { HttpContext } from '@adonisjs/core/http'
import { answerJson, notFound, positiveIdParam, wantsJson } from '#app/support/http'
import { answerWriteDenial, type User } from '#modules/identity/index'
import SessionCommentPolicy from '../policies/session_comment_policy.js'
import { sessionFacts } from '../queries/session_facts.js'
import { commentsOf, findComment } from '../queries/comments.js'
import { postComment } from '../actions/post_comment.js'
import { hideComment } from '../actions/hide_comment.js'
import { unhideComment } from '../actions/unhide_comment.js'
import SessionCommentTransformer from '../transformers/session_comment_transformer.js'
import { commentMessages, commentValidator } from '../validators/session_comment_validators.js'
import { COMMENT_MESSAGES, MAX_COMMENT_LENGTH } from '../shared/index.js'

/*
 * A session's comments (spec 001 §3.3 session_comment): read by anyone signed in who may see the
 * session, written by its learners, hosts and staff, hidden and shown again by moderators.
 * Routes: GET|POST /session/:id/comments, POST /session-comments/:id/hide|unhide.
 */
export default class CommentsController {
  /** GET /session/:id/comments (JSON, for the session page's section). */
  async index(ctx: HttpContext) {
    const user = ctx.auth.user as User
    const facts = await sessionFacts(positiveIdParam(ctx), user)
    const policy = ctx.bouncer.with(SessionCommentPolicy)
    const verdict = await policy.execute('read', facts)
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const [canPost, canModerate] = await Promise.all([policy.allows('post', facts), policy.allows('moderate')])
    const rows = await commentsOf(facts!.sessionId, user.id, canModerate)
    return answerJson(ctx, {
      comments: SessionCommentTransformer.transform(rows.map((row) => ({ ...row, viewerId: user.id, moderator: canModerate }))),
      canPost,
      canModerate,
      maxLength: MAX_COMMENT_LENGTH,
    })
  }

  /** POST /session/:id/comments — { message } */
  async store(ctx: HttpContext) {
    const user = ctx.auth.user as User
    const facts = await sessionFacts(positiveIdParam(ctx), user)
    const verdict = await ctx.bouncer.with(SessionCommentPolicy).execute('post', facts)
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const { message } = await ctx.request.validateUsing(commentValidator, { messagesProvider: commentMessages })
    const { comment, held } = await postComment(facts!.sessionId, user, message)
    const notice = held ? COMMENT_MESSAGES.held : COMMENT_MESSAGES.posted
    if (wantsJson(ctx)) return ctx.response.created({ ok: true, id: comment.id, held, message: notice })
    ctx.session.flash(held ? 'error' : 'success', notice)
    return ctx.response.redirect().back()
  }

  /** POST /session-comments/:id/hide */
  async hide(ctx: HttpContext) {
    return this.setHidden(ctx, true)
  }

  /** POST /session-comments/:id/unhide */
  async unhide(ctx: HttpContext) {
    return this.setHidden(ctx, false)
  }

  private async setHidden(ctx: HttpContext, hide: boolean) {
    const verdict = await ctx.bouncer.with(SessionCommentPolicy).execute('moderate')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const comment = await findComment(positiveIdParam(ctx))
    if (!comment) notFound(ctx)
    const moderatorId = (ctx.auth.user as User).id
    const changed = hide ? await hideComment(comment, moderatorId) : await unhideComment(comment, moderatorId)
    const message = hide ? (changed ? COMMENT_MESSAGES.hidden : COMMENT_MESSAGES.alreadyHidden) : changed ? COMMENT_MESSAGES.unhidden : COMMENT_MESSAGES.notHidden
    if (wantsJson(ctx)) return ctx.response.status(changed ? 200 : 409).send({ ok: changed, message })
    ctx.session.flash(changed ? 'success' : 'error', message)
    return ctx.response.redirect().back()
  }
}
