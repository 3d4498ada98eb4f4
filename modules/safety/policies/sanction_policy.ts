import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import type Sanction from '../models/sanction.js'
import { SANCTION_TEXTS } from '../shared/index.js'

/* Appeals (issue 13 §1 ★): the sanctioned user, once, while it stands, before the deadline. */
export default class SanctionPolicy extends BasePolicy {
  appeal(user: User, sanction: Sanction | null): AuthorizerResponse {
    if (!sanction || sanction.userId !== user.id) return AuthorizationResponse.deny('Not found', 404)
    if (sanction.appealedAt !== null) return AuthorizationResponse.deny('This decision has already been appealed.', 409)
    if (sanction.liftedAt !== null || sanction.appealDeadlineAt.diffNow().toMillis() <= 0) return AuthorizationResponse.deny(SANCTION_TEXTS.appealClosed, 409)
    return true
  }
}
