import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { SUSPENDED_ROLES, type User } from '#modules/identity/index'
import StaffConsolePolicy from './staff_console_policy.js'

/*
 * What staff may do to an account on the Users page (spec 000 §6.3: safety). Decisions:
 * - admin roles are given and taken only by admin:super; other roles by whoever opens the page;
 * - nobody changes their own admin roles or suspends themselves;
 * - suspending an account that holds an admin role needs admin:super;
 * - the suspension roles come and go only with a suspension (validators/users.ts leaves them
 *   out of the choices; removing one is refused here).
 *
 * A refusal the staff member can act on comes back as a 422 with the message the form shows
 * (controllers/helpers.ts `refuse`); a missing right is a 403 (the not_enough_permission screen).
 */
const isAdminRole = (role: string) => role.startsWith('admin:')
const isSuspensionRole = (role: string) => (SUSPENDED_ROLES as readonly string[]).includes(role)

const noPermission = () => AuthorizationResponse.deny('Not enough permission', 403)
const formRefusal = (message: string) => AuthorizationResponse.deny(message, 422)

export default class AdminUserPolicy extends BasePolicy {
  #console = new StaffConsolePolicy()

  /** Any account, for whoever opens the Users page. */
  view(staff: User): Promise<boolean> {
    return this.#console.users(staff)
  }

  /** Giving and taking admin roles (spec 000 §6.2 admin roles): super only. */
  async manageAdminRoles(staff: User): Promise<boolean> {
    if (!(await this.view(staff))) return false
    const roles = await staff.roles()
    return roles.has('admin:super')
  }

  async assignRole(staff: User, target: User, role: string): Promise<AuthorizerResponse> {
    if (!(await this.view(staff))) return noPermission()
    return this.#adminRoleChange(staff, target, role)
  }

  async removeRole(staff: User, target: User, role: string): Promise<AuthorizerResponse> {
    if (!(await this.view(staff))) return noPermission()
    if (isSuspensionRole(role)) return formRefusal('This role comes with a suspension: unsuspend the account instead.')
    return this.#adminRoleChange(staff, target, role)
  }

  async suspend(staff: User, target: User): Promise<AuthorizerResponse> {
    if (!(await this.view(staff))) return noPermission()
    if (staff.id === target.id) return formRefusal('You cannot suspend your own account.')
    const stored = await target.storedRoles()
    if (stored.some(isSuspensionRole)) return formRefusal('This account is already suspended.')
    if (stored.some(isAdminRole) && !(await this.manageAdminRoles(staff))) return noPermission()
    return true
  }

  async unsuspend(staff: User, target: User): Promise<AuthorizerResponse> {
    if (!(await this.view(staff))) return noPermission()
    const stored = await target.storedRoles()
    if (!stored.some(isSuspensionRole)) return formRefusal('This account is not suspended.')
    return true
  }

  async #adminRoleChange(staff: User, target: User, role: string): Promise<AuthorizerResponse> {
    if (!isAdminRole(role)) return true
    if (!(await this.manageAdminRoles(staff))) return noPermission()
    if (staff.id === target.id) return formRefusal('You cannot change your own admin roles.')
    return true
  }
}
