import type { HttpContext } from '@adonisjs/core/http'
import { findProgram } from '#kernel/programs/registry'
import { programNow } from '#kernel/programs/clock'
import { joinWaitlist, leaveWaitlist } from '#modules/programs/index'
import { wantsJson } from '#app/support/http'
import { LEARNER_WAITLIST, MARKETING_PATH, PROGRAM_SLUG, TUTOR_WAITLIST } from '../constants.js'
import { waitlistTarget } from '../registration.js'
import { waitlistValidator } from '../validators.js'

/*
 * POST /college-admissions/waitlist and /college-admissions/waitlist/leave (members): the
 * caw-learner or caw-tutor waitlist of the next iteration whose registration has not opened
 * ('next' when none is announced).
 */
export default class WaitlistController {
  async join(ctx: HttpContext) {
    const { audience } = await ctx.request.validateUsing(waitlistValidator)
    const program = findProgram(PROGRAM_SLUG)!
    const target = waitlistTarget(program, audience, programNow())
    const { status } = await joinWaitlist({
      programSlug: PROGRAM_SLUG,
      waitlist: audience === 'learner' ? LEARNER_WAITLIST : TUTOR_WAITLIST,
      iteration: target.key,
      userId: ctx.auth.user!.id,
    })
    if (wantsJson(ctx)) return { status, iteration: target.key }
    ctx.session.flash(
      'success',
      status === 'joined'
        ? 'You are on the waitlist. We will email you when registration opens.'
        : 'You are already on the waitlist.'
    )
    return ctx.response.redirect().toPath(audience === 'tutor' ? `${MARKETING_PATH}?view=tutor` : MARKETING_PATH)
  }

  async leave(ctx: HttpContext) {
    const { audience } = await ctx.request.validateUsing(waitlistValidator)
    const program = findProgram(PROGRAM_SLUG)!
    const target = waitlistTarget(program, audience, programNow())
    const { left } = await leaveWaitlist({
      programSlug: PROGRAM_SLUG,
      waitlist: audience === 'learner' ? LEARNER_WAITLIST : TUTOR_WAITLIST,
      iteration: target.key,
      userId: ctx.auth.user!.id,
    })
    if (wantsJson(ctx)) return { left, iteration: target.key }
    ctx.session.flash('success', left ? 'You left the waitlist.' : 'You were not on the waitlist.')
    return ctx.response.redirect().toPath(audience === 'tutor' ? `${MARKETING_PATH}?view=tutor` : MARKETING_PATH)
  }
}
