import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * The profile fields of a User. Typed by shape: the User model's imports reach the worlds
 * context (primary interest), which the browser's generated types must not pull in.
 */
export type ProfileFields = { pronouns: string | null; timezone: string; country: string | null; languages: string[] }

/** The settings page's profile form (GET /settings). */
export default class ProfileTransformer extends BaseTransformer<ProfileFields> {
  toObject() {
    return this.pick(this.resource, ['pronouns', 'timezone', 'country', 'languages'])
  }
}
