/* The server surface of recognition: the points ledger (spec 001 §3.1 user_event). */
export { recordUserEvent, type UserEventInput } from './actions/record_user_event.js'
export { pointsOf } from './queries/points.js'
export { default as UserEvent } from './models/user_event.js'
export { followTutor } from './actions/follow_tutor.js'
export { unfollowTutor } from './actions/unfollow_tutor.js'
export { isFollowing, followerIdsOf, followerCountOf } from './queries/follows.js'
