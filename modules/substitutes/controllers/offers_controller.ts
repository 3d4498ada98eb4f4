import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { notFound, wantsJson } from '#app/support/http'
import { loadSession } from '#modules/tutoring/index'
import SubstitutePolicy from '../policies/substitute_policy.js'
import { findOffer, offerStatus, registrantCount } from '../queries/offers.js'
import { acceptOffer } from '../actions/accept_offer.js'
import OfferTransformer from '../transformers/offer_transformer.js'
import { answerDenial, denied, done, idOr404 } from './respond.js'

/* Substitute offers (issue 18): GET /substitute/{offerId} and POST /substitute/{offerId}/accept. */
export default class OffersController {
  /** GET /substitute/:id — the offered tutor only. */
  async show(ctx: HttpContext) {
    const offer = await findOffer(idOr404(ctx))
    const verdict = await ctx.bouncer.with(SubstitutePolicy).execute('view', offer)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const loaded = await loadSession(offer!.sessionId, ctx.auth.getUserOrFail().id)
    if (!loaded) return notFound(ctx)
    const registrants = await registrantCount(loaded.session.id)
    const status = offerStatus(offer!, loaded.session, DateTime.utc())
    return ctx.inertia.render('substitutes/offer', { offer: OfferTransformer.transform({ offer: offer!, status, loaded, registrants }) })
  }

  /** POST /substitute/:id/accept — the first tutor to accept hosts; the others are told it is taken. */
  async accept(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const offer = await findOffer(idOr404(ctx))
    const loaded = offer ? await loadSession(offer.sessionId, user.id) : null
    const verdict = await ctx.bouncer.with(SubstitutePolicy).execute('accept', offer, loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const outcome = await acceptOffer(offer!, user)
    if (!outcome.ok) {
      if (wantsJson(ctx)) return ctx.response.conflict({ ok: false, reason: outcome.reason })
      ctx.session.flash('error', outcome.reason)
      return ctx.response.redirect().toPath(`/substitute/${offer!.id}`)
    }
    return done(ctx, `You are hosting “${outcome.title}” now. Open the room from the session page.`, `/session/${outcome.sessionId}`)
  }
}
