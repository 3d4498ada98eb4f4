import { BaseTransformer } from '@adonisjs/core/transformers'
import type { User } from '#modules/identity/index'

/** A person the console may credit as an author: id and display name (never an e-mail address). */
export default class AuthorOptionTransformer extends BaseTransformer<User> {
  toObject() {
    return { id: this.resource.id, displayName: this.resource.displayName, username: this.resource.username }
  }
}
