import { BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { SAFETY_REPORTS_PAGE } from '../pages.js'

/*
 * Safety reports (issue 13 §1; spec 000 §6.3 "Safety Reports: safety").
 * - file: anyone signed in (the routes keep suspended accounts out; an unverified one may report:
 *   a threat must not wait for an e-mail link).
 * - review (the queue, a report, its actions, notes and sanctions): admin:basic + admin:safety, the
 *   console's one rule. Nobody else reads a report: it names its reporter, their words and staff's
 *   internal notes (the data-protection test walks every role).
 */
export default class SafetyReportPolicy extends BasePolicy {
  file(_user: User): boolean {
    return true
  }

  async review(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), SAFETY_REPORTS_PAGE)
  }
}
