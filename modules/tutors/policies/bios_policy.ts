import { BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { BIOS_PAGE } from '../pages.js'

/* spec 000 §6.3 "Bios: policy": the Bios page and its approve / reject. */
export default class BiosPolicy extends BasePolicy {
  async review(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), BIOS_PAGE)
  }
}
