import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { appealSanction } from '../actions/appeal_sanction.js'
import SanctionPolicy from '../policies/sanction_policy.js'
import { findSanction } from '../queries/sanctions.js'
import { SANCTION_TEXTS } from '../shared/index.js'
import { appealValidator, safetyMessages } from '../validators/safety_validators.js'

/*
 * POST /sanctions/:id/appeal — from the blocked screen (issue 13 §1 ★), so a suspended account
 * reaches it: the route asks only for a signed-in user (no page-access middleware, which would
 * answer the blocked screen); SanctionPolicy keeps it to that user's own standing sanction
 * (a visitor is refused by Bouncer: the policy takes a user).
 */
export default class AppealsController {
  async store(ctx: HttpContext) {
    const sanction = await findSanction(Number(ctx.params.id))
    const verdict = await ctx.bouncer.with(SanctionPolicy).execute('appeal', sanction)
    if (!verdict.authorized) return answerDenial(ctx, verdict, (sentence) => refuseForm(ctx, { appeal: sentence }))
    const { appeal } = await ctx.request.validateUsing(appealValidator, { messagesProvider: safetyMessages })
    if (!(await appealSanction(sanction!, appeal))) return refuseForm(ctx, { appeal: SANCTION_TEXTS.appealClosed })
    ctx.session.flash('success', SANCTION_TEXTS.appealSent)
    return ctx.response.redirect().back()
  }
}
