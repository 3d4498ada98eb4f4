import Sanction from '../models/sanction.js'
import RemovedLearnerReview from '../models/removed_learner_review.js'

/** The sanction a suspended user's blocked screen explains: their latest one still standing. */
export function standingSanctionOf(userId: number) {
  return Sanction.query().where('user_id', userId).whereNull('lifted_at').orderBy('id', 'desc').first()
}

export function findSanction(id: number) {
  return Sanction.find(id)
}

/** The host's oldest unanswered removed-learner review (prompt 3): one query on (host_id, reviewed_at). */
export function pendingReviewFor(hostId: number) {
  return RemovedLearnerReview.query().where('host_id', hostId).whereNull('reviewed_at').orderBy('id', 'asc').first()
}

export function findRemovedLearnerReview(id: number) {
  return RemovedLearnerReview.find(id)
}
