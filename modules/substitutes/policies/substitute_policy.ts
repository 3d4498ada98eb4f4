import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import { SessionPolicy, type LoadedSession } from '#modules/tutoring/index'
import type { OfferRow } from '../queries/offers.js'

const hidden = () => AuthorizationResponse.deny('Not found', 404)

/*
 * Substitute offers (README "Who may do what"): an offer is personal — only the tutor it was made
 * to sees it or accepts it; anyone else, staff included, gets the not-found page (an offer's
 * existence is not disclosed). Accepting also asks tutoring's own rule again (SessionPolicy
 * requestCohost: tutor, topic, the background-check rule for minors, training's veto), since
 * things may have changed since the offer went out.
 */
export default class SubstitutePolicy extends BasePolicy {
  view(user: User, offer: OfferRow | null): AuthorizerResponse {
    return (offer !== null && offer.userId === user.id) || hidden()
  }

  async accept(user: User, offer: OfferRow | null, session: LoadedSession | null): Promise<AuthorizerResponse> {
    if (offer === null || offer.userId !== user.id || session === null) return hidden()
    const verdict = await new SessionPolicy().requestCohost(user, session)
    if (verdict === true) return true
    const message = verdict === false ? null : verdict.message
    return AuthorizationResponse.deny(message && message !== 'Not found' ? message : 'You cannot host this session.', 403)
  }
}
