import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import StaffConsolePolicy from './staff_console_policy.js'

/*
 * Email Swap (spec 000 §6.3: super): who may ask for an account's address to change. The page's
 * routes are guarded by StaffConsolePolicy (adminPageAccess); this asks the same ability again for
 * the action and adds the rule about the account: a deleted account keeps its address (its data
 * goes with the retention rule), so it is refused with a sentence the form shows (422).
 */
export default class EmailSwapPolicy extends BasePolicy {
  #console = new StaffConsolePolicy()

  async request(staff: User, target: User): Promise<AuthorizerResponse> {
    if (!(await this.#console.emailSwap(staff))) return AuthorizationResponse.deny('Not enough permission', 403)
    if (target.isDeleted) return AuthorizationResponse.deny('This account was deleted, so its email cannot be changed.', 422)
    return true
  }
}
