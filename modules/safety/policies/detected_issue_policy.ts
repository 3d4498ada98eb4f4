import { BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { DETECTED_ISSUES_PAGE } from '../pages.js'

/* spec 000 §6.3 "Detected Issues: safety": the page, voiding strikes and deciding disputes. */
export default class DetectedIssuePolicy extends BasePolicy {
  async manage(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), DETECTED_ISSUES_PAGE)
  }
}
