import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { answerDenial } from '#modules/identity/index'
import { reviewAccount } from '../actions/review_account.js'
import { ACCOUNT_REVIEW_PAGE } from '../pages.js'
import AssurancePolicy from '../policies/assurance_policy.js'
import { accountReviewQueue } from '../queries/account_review_queue.js'
import UnreviewedAccountTransformer from '../transformers/unreviewed_account_transformer.js'
import { accountDecisionValidator, pageValidator } from '../validators/assurance_validators.js'
import { positiveId } from './ids.js'

/* The staff review queue of unreviewed accounts, /admin/account-review (issue 13 §2). */
export default class AccountReviewController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssurancePolicy).execute('reviewAccounts')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [, qs] = await pageValidator.tryValidate(ctx.request.qs())
    const queue = await accountReviewQueue(qs?.page ?? 1)
    return ctx.inertia.render('assurance/account_review', {
      accounts: UnreviewedAccountTransformer.transform(queue.all()),
      meta: queue.getMeta() as { total: number; currentPage: number; lastPage: number; perPage: number },
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), ACCOUNT_REVIEW_PAGE.key)),
    })
  }

  /** POST /admin/account-review/:id — approve or reject. */
  async decide(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssurancePolicy).execute('reviewAccounts')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { decision, note } = await ctx.request.validateUsing(accountDecisionValidator)
    const decided = await reviewAccount({ userId: positiveId(ctx), reviewerId: ctx.auth.getUserOrFail().id, decision, note: note || null })
    if (decided) ctx.session.flash('success', decision === 'approved' ? 'Account approved.' : 'Account rejected.')
    else ctx.session.flash('error', 'This account has already been reviewed.')
    return ctx.response.redirect().back()
  }
}
