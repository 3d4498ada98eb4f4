import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type User from '../models/user.js'
import { BIRTH_MONTH_MESSAGES } from '../actions/set_birth_month.js'

/** "Set my age" (spec 002 §7): a signed-in person fills their own date of birth, once; changing it is staff's. */
export default class BirthDatePolicy extends BasePolicy {
  async set(user: User): Promise<AuthorizerResponse> {
    return user.dateOfBirth === null || AuthorizationResponse.deny(BIRTH_MONTH_MESSAGES.alreadySet, 409)
  }
}
