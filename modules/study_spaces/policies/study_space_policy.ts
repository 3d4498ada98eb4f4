import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import { REGISTRATION_MESSAGES, SessionPolicy, type LoadedSession } from '#modules/tutoring/index'

/*
 * Who may do what with study spaces (issue 18 §3). A study space is a tutoring session, so the
 * sessions' rules decide (tutoring's SessionPolicy): hosting is hosting a session; dropping in is
 * registering, at join time. Anything that is not a study space, or that the person may not see,
 * answers like a missing one (the same sentence and status: no existence leak).
 */
const notThere = () => AuthorizationResponse.deny(REGISTRATION_MESSAGES.notFound, 404)

export default class StudySpacePolicy extends BasePolicy {
  /** Hosting a study space: tutors and staff who may host sessions (the host-a-session form decides the rest). */
  async host(user: User): Promise<AuthorizerResponse> {
    return (await new SessionPolicy().create(user)) === true
  }

  /**
   * Dropping in to a study space: its approved hosts (they enter as hosts), and everyone who may
   * register for the session (member in good standing, reviewed account, may see it: the age
   * rule between learner and host holds). The time window and seats are the action's.
   */
  async dropIn(user: User, space: LoadedSession | null): Promise<AuthorizerResponse> {
    if (!space || space.session.format !== 'study-space') return notThere()
    if (space.viewerHost?.approved) return true
    return new SessionPolicy().register(user, space)
  }
}
