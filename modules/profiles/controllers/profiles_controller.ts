import type { HttpContext } from '@adonisjs/core/http'
import { answerDenial } from '#modules/identity/index'
import ProfilePolicy from '../policies/profile_policy.js'
import { profileView, type ProfileTab } from '../queries/profile_view.js'
import ProfileTransformer from '../transformers/profile_transformer.js'
import { BADGES } from '#modules/recognition/shared/index'
import { legacyTabRedirect } from '../profile_tabs.js'
import { profileFromRoute } from './profile_context.js'

/*
 * /u/{user} and its tabs /achievements, /sessions, /feedback, /network (spec 000 §2.2; issue 11 §3).
 * A minor's profile, seen by anyone but themselves and staff, is the overview with display name,
 * level and badges only; its other tabs are not found.
 */
export default class ProfilesController {
  async show(ctx: HttpContext) {
    const legacy = legacyTabRedirect(ctx)
    if (legacy) return legacy
    const target = await profileFromRoute(ctx)
    const policy = ctx.bouncer.with(ProfilePolicy)
    const verdict = await policy.execute('view', target)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const tab: ProfileTab = ctx.params.tab ?? 'overview'
    const details = await policy.allows('viewDetails', target)
    if (!details && tab !== 'overview') return answerDenial(ctx, (await policy.execute('viewDetails', target)))
    const view = await profileView(target, ctx.auth.user ?? null, tab, !details)
    const canAwardBadges = ctx.auth.user ? await policy.allows('awardBadge') : false
    return ctx.inertia.render('profiles/show', {
      profile: ProfileTransformer.transform(view),
      badgeChoices: canAwardBadges ? BADGES.map((badge) => ({ key: badge.key, label: badge.label })) : [],
    })
  }
}
