import { BasePolicy } from '@adonisjs/bouncer'
import { isAdmin, type User } from '#modules/identity/index'
import type FormResponse from '../models/form_response.js'

/*
 * A stored form response is private to its author (learners are minors: privacy by default).
 * Decision: staff with the console role (admin:basic) may read any, as they read accounts; the
 * form's owner narrows that further on its own pages.
 */
export default class FormResponsePolicy extends BasePolicy {
  async view(user: Pick<User, 'id' | 'roles'>, response: Pick<FormResponse, 'userId'>): Promise<boolean> {
    if (user.id === response.userId) return true
    return isAdmin(await user.roles())
  }
}
