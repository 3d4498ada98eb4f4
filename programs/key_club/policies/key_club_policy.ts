import { BasePolicy, type AuthorizationResponse } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import { gateAction, type User } from '#modules/identity/index'
import { KEY_CLUB_ADMIN_PAGE } from '../pages.js'

/*
 * Who does what in the Key Club. Joining a club: any member whose account may act (a suspended,
 * pending or rejected account gets the gated-action modal, spec 000 §2.3). A club's member list:
 * its own members and Key Club staff. The console: spec 000 §6.3 "Key Club | key_club".
 */
export default class KeyClubPolicy extends BasePolicy {
  async join(user: User): Promise<boolean | AuthorizationResponse> {
    return (await gateAction(user, 'join a club')) ?? true
  }

  async administer(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), KEY_CLUB_ADMIN_PAGE)
  }
}
