import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import type Topic from '../models/topic.js'

/*
 * Topic follows (spec 001 §3.3 topic_follow), for signed-in accounts only (no @allowGuest); the
 * account's state (verified, onboarded, not rejected) is the route's page-access requirement
 * (spec 000 §2.3), not a rule of this policy.
 */
export default class TopicFollowPolicy extends BasePolicy {
  /** An active topic may be followed; a retired one is not found (404), like a missing one. */
  follow(_user: User, topic: Pick<Topic, 'active'>): AuthorizerResponse {
    return topic.active ? true : AuthorizationResponse.deny('Not found', 404)
  }

  /** Unfollowing works for any topic, even one retired since: only the follow row matters. */
  unfollow(_user: User): AuthorizerResponse {
    return true
  }
}
