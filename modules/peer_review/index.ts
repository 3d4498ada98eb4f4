/* The public server surface of peer review (issue 12 §3). */
export { auditorLevelsOf } from './queries/peer_review.js'

import { registerPeerReviewKinds } from './notifications.js'

registerPeerReviewKinds()
