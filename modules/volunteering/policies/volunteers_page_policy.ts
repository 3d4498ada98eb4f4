import { BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { VOLUNTEERS_PAGE } from '../admin_pages.js'

/* The Volunteers console page (spec 000 §6.3: super or team_lead). */
export default class VolunteersPagePolicy extends BasePolicy {
  async open(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), VOLUNTEERS_PAGE)
  }
}
