import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { answerDenial, type User } from '#modules/identity/index'
import { SESSION_COMMENTS_PAGE } from '../admin_pages.js'
import SessionCommentPolicy from '../policies/session_comment_policy.js'
import { commentsForStaff } from '../queries/admin_comments.js'
import AdminSessionCommentTransformer from '../transformers/admin_session_comment_transformer.js'
import { adminListValidator } from '../validators/session_comment_validators.js'

/* The staff Session comments page, /admin/comments/sessions (spec 000 §6.3 "Comments: policy or mentor"). */
export default class AdminCommentsController {
  /** GET /admin/comments/sessions?filter=all|held|hidden&page= */
  async index(ctx: HttpContext) {
    const [error, qs] = await adminListValidator.tryValidate(ctx.request.qs())
    const filters = { filter: (!error && qs?.filter) || 'all', page: (!error && qs?.page) || 1 }
    const verdict = await ctx.bouncer.with(SessionCommentPolicy).execute('moderate')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { rows, meta } = await commentsForStaff(filters.filter, filters.page)
    return ctx.inertia.render('session_comments/admin', {
      comments: AdminSessionCommentTransformer.transform(rows),
      meta,
      filters,
      admin: AdminFrameTransformer.transform(adminFrameFor(await (ctx.auth.user as User).roles(), SESSION_COMMENTS_PAGE.key)),
    })
  }
}
