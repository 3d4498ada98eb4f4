import { Bouncer } from '@adonisjs/bouncer'
import type User from './models/user.js'
import type { Role } from './roles.js'

/*
 * Bouncer abilities shared by every context. Policies of other contexts build on these.
 */
export const hasRole = Bouncer.ability(async (user: User, role: Role) => {
  const roles = await user.roles()
  return roles.has(role)
})

export const accessStaffConsole = Bouncer.ability(async (user: User) => {
  const roles = await user.roles()
  return roles.has('admin:basic')
})

export const manageRoles = Bouncer.ability(async (user: User) => {
  const roles = await user.roles()
  return roles.has('admin:super') || roles.has('admin:safety')
})
