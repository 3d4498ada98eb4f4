import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { opensAdminPage } from '#kernel/admin_menu'
import { gateAction, isAdmin, type User } from '#modules/identity/index'
import { SESSION_COMMENTS_PAGE } from '../admin_pages.js'
import { COMMENT_MESSAGES } from '../shared/index.js'
import type { SessionFacts } from '../queries/session_facts.js'

const hidden = () => AuthorizationResponse.deny('Not found', 404)

/*
 * Who may do what with session comments (README "Who sees what"):
 *   - read: anyone signed in who may see the session (tutoring's SessionPolicy.view); a session
 *     one may not see answers 404, like tutoring's own pages;
 *   - post: its learners (live registrations) and approved hosts, and staff (admin:basic), with an
 *     account that may act (identity's gated actions);
 *   - moderate (hide, show again, read held and hidden comments, the staff page): the Session
 *     comments page's roles, spec 000 §6.3 "Comments: policy or mentor" (safety implies policy).
 */
export default class SessionCommentPolicy extends BasePolicy {
  read(_user: User, facts: SessionFacts | null): AuthorizerResponse {
    return facts?.visible === true || hidden()
  }

  async post(user: User, facts: SessionFacts | null): Promise<AuthorizerResponse> {
    if (!facts?.visible) return hidden()
    if (!facts.participant && !isAdmin(await user.roles())) return AuthorizationResponse.deny(COMMENT_MESSAGES.notParticipant, 403)
    const gate = await gateAction(user, 'comment on sessions')
    return gate ?? true
  }

  async moderate(user: User): Promise<AuthorizerResponse> {
    return opensAdminPage(await user.roles(), SESSION_COMMENTS_PAGE)
  }
}
