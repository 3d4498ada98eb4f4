import { BaseTransformer } from '@adonisjs/core/transformers'
import type Channel from '../models/channel.js'

/** A channel on the moderator's channels page: its settings and whether it is archived. */
export default class ModeratedChannelTransformer extends BaseTransformer<Channel> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'title', 'description', 'position', 'type', 'visibility', 'worldLevel']),
      archivedAt: this.resource.archivedAt?.toISO() ?? null,
    }
  }
}
