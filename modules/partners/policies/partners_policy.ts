import { BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { PARTNERS_PAGE, TUTOR_TREES_PAGE } from '../admin_pages.js'

/*
 * Who may manage partners and read the tutor trees (spec 000 §6.3: Partners, Tutor Trees: super,
 * on top of admin:basic). The landing pages (/partners/{slug}) are public and need no ability.
 */
export default class PartnersPolicy extends BasePolicy {
  async manage(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), PARTNERS_PAGE)
  }

  async readTrees(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), TUTOR_TREES_PAGE)
  }
}
