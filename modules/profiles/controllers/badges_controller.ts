import type { HttpContext } from '@adonisjs/core/http'
import { answerDenial } from '#modules/identity/index'
import { awardBadge } from '#modules/recognition/index'
import { badgeLabel } from '#modules/recognition/shared/index'
import ProfilePolicy from '../policies/profile_policy.js'
import { awardBadgeValidator } from '../validators/profile_validators.js'
import { profileFromRoute } from './profile_context.js'

/** Staff give a one-off badge (spec 002 §9) from the person's achievements tab. */
export default class BadgesController {
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(ProfilePolicy).execute('awardBadge')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const target = await profileFromRoute(ctx)
    const { badge } = await ctx.request.validateUsing(awardBadgeValidator)
    const given = await awardBadge({ userId: target.user.id, badge, byUserId: ctx.auth.user!.id })
    ctx.session.flash('success', given ? `${target.user.displayName} received the ${badgeLabel(badge)} badge.` : `${target.user.displayName} already has that badge.`)
    return ctx.response.redirect().back()
  }
}
