import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import type RemovedLearnerReview from '../models/removed_learner_review.js'

/* spec 000 §6.4 "The tutor removing a learner must review the removal": that host only (others: 404). */
export default class RemovedLearnerReviewPolicy extends BasePolicy {
  answer(user: User, review: RemovedLearnerReview | null): AuthorizerResponse {
    return review && review.hostId === user.id ? true : AuthorizationResponse.deny('Not found', 404)
  }
}
