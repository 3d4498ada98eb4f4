import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { Role } from '#modules/identity/index'
import { registerForSession } from '#modules/tutoring/index'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import SessionComment from '../models/session_comment.js'
import { maskContactDetails } from '../shared/index.js'

/** Staff of 30 holding admin:basic and these console roles. */
export const makeStaff = (roles: Role[]) => makeUser({ birth: '1995-01-01', roles: ['approved', 'admin:basic', ...roles] })

/** A session in a public (or members-only) world hosted by a tutor of 25, with a registered learner of 15. */
export async function makeCommentedSession(visibility: 'public' | 'membership' = 'public') {
  const world = await makeWorld(visibility)
  const { session, host } = await makeSession({ worldId: world.id })
  const registrant = await makeLearner()
  if (visibility === 'membership') await makeMember(registrant.id, world.id)
  const outcome = await registerForSession(session.id, registrant.id)
  if (!outcome.ok) throw new Error(`makeCommentedSession: ${outcome.reason}`)
  return { world, session, host, registrant }
}

/** A comment written straight into the table (states set by the test). */
export function makeComment(sessionId: number, userId: number, message = 'Thanks, the worked examples helped a lot.', state: Partial<Pick<SessionComment, 'hiddenAt' | 'heldAt' | 'hiddenByUserId'>> = {}) {
  return SessionComment.create({ sessionId, userId, message, messageSafe: maskContactDetails(message), hiddenAt: null, heldAt: null, hiddenByUserId: null, ...state })
}

export { makeLearner, makeTutor }
