import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import { iso } from '#app/support/database/values'

/** A featured session id with the session it names while it exists (the setting may outlive it). */
type FeaturedSession = { id: number; session: { title: string; startDate: DateTime } | null }

/** A featured session on "Settings: Website": its id, and its title and start while it exists. */
export default class FeaturedSessionTransformer extends BaseTransformer<FeaturedSession> {
  toObject() {
    return {
      id: this.resource.id,
      title: this.resource.session?.title ?? null,
      startDate: iso(this.resource.session?.startDate),
    }
  }
}
