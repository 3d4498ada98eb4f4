import { BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { PROGRAM_EMAILS_PAGE } from '../pages.js'

/* spec 000 §2.6 / §6.3: the Program Emails page, its list, edit form and save (super). */
export default class ProgramEmailsPolicy extends BasePolicy {
  async manage(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), PROGRAM_EMAILS_PAGE)
  }
}
