import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { AccountWithRoles } from './resources.js'

/** An account on the Users page: a row of the list (toObject) and the account view (forPage). */
export default class UserTransformer extends BaseTransformer<AccountWithRoles> {
  toObject() {
    const { user, roles, suspended } = this.resource
    return {
      ...this.pick(user, ['id', 'name', 'username', 'email']),
      createdAt: iso(user.createdAt),
      roles,
      suspended,
    }
  }

  forPage() {
    const { user, effectiveRoles } = this.resource
    return {
      ...this.toObject(),
      ...this.pick(user, ['timezone', 'country']),
      emailVerified: user.isEmailVerified,
      onboarded: user.isOnboarded,
      lastOnlineAt: iso(user.lastOnlineAt),
      deletedAt: iso(user.deletedAt),
      effectiveRoles,
    }
  }
}
