import type { HttpContext } from '@adonisjs/core/http'
import type { EmailSwapLink } from '#modules/identity/index'
import { openSwapByToken } from '../queries/email_swaps.js'
import { emailSwapLinkValidator } from '../validators/email_swap.js'
import { confirmEmailSwap } from '../actions/confirm_email_swap.js'
import { cancelEmailSwap } from '../actions/cancel_email_swap.js'
import { HELP_ADDRESS } from '../email_swap_mails.js'
import { maskEmail } from '../mask_email.js'

/*
 * The two public links of a staff email swap (no sign-in: the token is the proof). Opening a
 * link only shows a page with one button; the button posts (so a mail scanner that follows
 * links confirms or cancels nothing). Every link that does not work — unknown, tampered,
 * expired, used, canceled, superseded — gets the same page and status: "This link is invalid or
 * has expired." After a post the outcome is flashed and the page shown again without the token.
 */
const RESULT = 'emailSwapResult'
const RESULTS = ['confirmed', 'canceled', 'in_use'] as const
type Result = (typeof RESULTS)[number]

async function showLink(ctx: HttpContext, link: EmailSwapLink) {
  const token = typeof ctx.request.qs().token === 'string' ? ctx.request.qs().token : ''
  const swap = token ? await openSwapByToken(token, link) : null
  const flashed = ctx.session.flashMessages.get(RESULT)
  const result = !token && RESULTS.includes(flashed) ? (flashed as Result) : null
  const state = swap ? 'ready' : (result ?? 'invalid')
  if (state === 'invalid') ctx.response.status(404)
  return ctx.inertia.render('admin/email_swap_link', {
    link,
    state,
    token: swap ? token : null,
    // The confirm link was mailed to the new address itself; the cancel link to the old one, which sees it masked.
    address: swap ? (link === 'confirm' ? swap.newEmail : maskEmail(swap.newEmail)) : null,
    helpEmail: HELP_ADDRESS,
  })
}

export default class EmailSwapLinksController {
  showConfirm(ctx: HttpContext) {
    return showLink(ctx, 'confirm')
  }

  async confirm(ctx: HttpContext) {
    const { token } = await ctx.request.validateUsing(emailSwapLinkValidator)
    const outcome = await confirmEmailSwap(token)
    if (outcome !== 'invalid') ctx.session.flash(RESULT, outcome)
    return ctx.response.redirect().toRoute('email_swap.confirm.show')
  }

  showCancel(ctx: HttpContext) {
    return showLink(ctx, 'cancel')
  }

  async cancel(ctx: HttpContext) {
    const { token } = await ctx.request.validateUsing(emailSwapLinkValidator)
    if (await cancelEmailSwap(token)) ctx.session.flash(RESULT, 'canceled')
    return ctx.response.redirect().toRoute('email_swap.cancel.show')
  }
}
