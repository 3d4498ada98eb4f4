import type { HttpContext } from '@adonisjs/core/http'
import { EMAIL_SWAP_TTL_HOURS, User } from '#modules/identity/index'
import { refuseForm } from '#app/support/http'
import { adminFrame } from '../queries/frame.js'
import { accountWithRoles, searchUsers } from '../queries/users.js'
import { recentEmailSwaps } from '../queries/email_swaps.js'
import { emailSwapValidator } from '../validators/email_swap.js'
import { adminMessages } from '../validators/messages.js'
import EmailSwapPolicy from '../policies/email_swap_policy.js'
import { requestEmailSwap } from '../actions/request_email_swap.js'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import UserTransformer from '../transformers/user_transformer.js'
import EmailSwapTransformer from '../transformers/email_swap_transformer.js'
import { ADMIN_PAGES } from '../pages.js'
import { listQuery, refuse, staffOf } from './helpers.js'

/*
 * Email Swap (spec 000 §6.3: super; the routes are guarded by StaffConsolePolicy): search an
 * account (the Users page's search), enter its new address, and the two emails go out. The
 * public links that finish a swap: email_swap_links_controller.ts.
 */
export default class EmailSwapController {
  async show(ctx: HttpContext) {
    const { q, page, id } = listQuery(ctx)
    const chosen = id('user')
    const [search, account] = await Promise.all([q ? searchUsers(q, page) : null, chosen ? accountWithRoles(chosen) : null])
    const { swaps, usernames } = await recentEmailSwaps(account ? account.user.id : null)
    return ctx.inertia.render('admin/email_swap', {
      q,
      users: UserTransformer.transform(search?.users ?? []),
      meta: search?.meta ?? null,
      account: account ? UserTransformer.transform(account).useVariant('forPage') : null,
      swaps: EmailSwapTransformer.transform(swaps, usernames),
      validHours: EMAIL_SWAP_TTL_HOURS,
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, ADMIN_PAGES.emailSwap.key)),
    })
  }

  async store(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(emailSwapValidator, { messagesProvider: adminMessages })
    const user = await User.query().withScopes((scopes) => scopes.withDeleted()).where('id', payload.userId).first()
    if (!user) return refuseForm(ctx, { userId: 'No account has this id.' })
    const decision = await ctx.bouncer.with(EmailSwapPolicy).execute('request', user)
    if (!decision.authorized) return refuse(ctx, decision, 'newEmail')
    await requestEmailSwap(staffOf(ctx), user, payload.newEmail)
    ctx.session.flash('success', `Sent: a confirmation link to ${payload.newEmail} and a notice to ${user.email}. The address changes once the link is used.`)
    return ctx.response.redirect().toRoute('admin.email_swap.show', {}, { qs: { user: user.id } })
  }
}
