import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import type UserAdminMessage from '../models/user_admin_message.js'
import { ADMIN_MESSAGES_PAGE } from '../pages.js'

/*
 * Messages from the moderation team (spec 000 §6.3 "Admin Messages: safety"; spec 002 §6 the admin
 * calls are admin-only). Only the recipient answers a message; to anyone else it does not exist (404).
 */
export default class AdminMessagePolicy extends BasePolicy {
  async send(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), ADMIN_MESSAGES_PAGE)
  }

  answer(user: User, message: UserAdminMessage | null): AuthorizerResponse {
    return message && message.recipientUserId === user.id ? true : AuthorizationResponse.deny('Not found', 404)
  }

  /** spec 000 §2.4: "For a detected-issue warning a dispute form is reachable". */
  dispute(user: User, message: UserAdminMessage | null): AuthorizerResponse {
    if (!message || message.recipientUserId !== user.id) return AuthorizationResponse.deny('Not found', 404)
    return message.type === 'detected-issue-warning' && message.detectedIssueId !== null ? true : AuthorizationResponse.deny('Only a detected-issue warning can be disputed', 403)
  }
}
