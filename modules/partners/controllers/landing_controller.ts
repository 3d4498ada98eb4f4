import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS, referralCookieValue } from '#modules/recognition/shared/index'
import { landingSourceBySlug } from '../queries/landing_sources.js'
import LandingSourceTransformer from '../transformers/landing_source_transformer.js'
import { LANDING_SLUG_MAX, LANDING_SLUG_PATTERN } from '../shared/index.js'

/*
 * A partner landing page, /partners/{slug} (issue 21 §5; the spec names no path: decision). It shows
 * the source's header, subheader and logo and, for a visitor, keeps the source's referral code in
 * recognition's referral cookie exactly as `?ref=<code>` does (same name, lifetime and flags), so
 * recognition's middleware records the referral on the new account's first request. Signed-in
 * members get the page without the cookie (a referral is only recorded at sign-up).
 */
export default class LandingController {
  async show(ctx: HttpContext) {
    const slug = String(ctx.params.slug ?? '')
    if (slug.length > LANDING_SLUG_MAX || !LANDING_SLUG_PATTERN.test(slug)) notFound(ctx)
    const source = (await landingSourceBySlug(slug)) ?? notFound(ctx)
    const kept = referralCookieValue(source.referralCode)
    if (!ctx.auth.user && kept && 'value' in kept) {
      ctx.response.plainCookie(REFERRAL_COOKIE, kept.value, { maxAge: `${REFERRAL_COOKIE_DAYS}d`, httpOnly: true, sameSite: 'lax', encode: false })
    }
    return ctx.inertia.render('partners/landing', {
      landing: LandingSourceTransformer.transform(source),
      signedIn: Boolean(ctx.auth.user),
    })
  }
}
