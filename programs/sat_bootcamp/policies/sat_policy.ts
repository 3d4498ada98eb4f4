import { BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { SAT_ADMIN_PAGE } from '../pages.js'

/* The SAT console: spec 000 §6.3 "SAT | collegeboard or user-support:lead" (on top of admin:basic). */
export default class SatPolicy extends BasePolicy {
  async administer(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), SAT_ADMIN_PAGE)
  }
}
