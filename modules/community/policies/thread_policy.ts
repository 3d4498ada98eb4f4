import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import type { Located } from '../queries/places.js'
import { seesPlace, writesIn, type ThreadPlace } from './place_rules.js'
import { standingOf } from './located.js'
import { CHANNEL_MESSAGES } from './channel_policy.js'

const hidden = () => AuthorizationResponse.deny('Not found', 404)

/*
 * A session's or series' discussion (issue 10 §1 "each session and series page has its own
 * thread for registrants and hosts"): its registrants and approved hosts read and write it,
 * staff too; to anyone else it does not exist.
 */
export default class ThreadPolicy extends BasePolicy {
  @allowGuest()
  view(viewer: User | null, located: Located<ThreadPlace>): AuthorizerResponse {
    return seesPlace(located.place, standingOf(viewer, located)) || hidden()
  }

  post(viewer: User, located: Located<ThreadPlace>): AuthorizerResponse {
    const standing = standingOf(viewer, located)
    if (!seesPlace(located.place, standing)) return hidden()
    return writesIn(located.place, standing, 'post') || AuthorizationResponse.deny(CHANNEL_MESSAGES.blocked, 403)
  }
}
