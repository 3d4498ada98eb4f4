import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'
import { ensureReferralCode, recognitionSummaryOf } from '#modules/recognition/index'

/** /refer (spec 000 §2.2, account menu "Refer a Friend"): the member's personal link and how many joined through it. */
export default class ReferralsController {
  async show(ctx: HttpContext) {
    const userId = ctx.auth.user!.id
    const [code, summary] = await Promise.all([ensureReferralCode(userId), recognitionSummaryOf(userId)])
    const refer = summary.tracks.find((track) => track.key === 'refer')!
    return ctx.inertia.render('profiles/refer', {
      link: `${appUrl.replace(/\/$/, '')}/?ref=${code}`,
      referred: refer.count,
      nextTier: refer.next,
    })
  }
}
