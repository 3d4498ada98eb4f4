import { BaseTransformer } from '@adonisjs/core/transformers'
import type Channel from '../models/channel.js'

/**
 * A channel in a list or on its page. `hasNew` (lists): posts since the viewer's last visit
 * (channel_scope's viewer_last_viewed_at against the newest post, read by the list query).
 */
export default class ChannelTransformer extends BaseTransformer<Channel> {
  toObject() {
    const channel = this.resource
    return {
      id: channel.id,
      worldId: channel.worldId,
      title: channel.title,
      description: channel.description,
      type: channel.type,
      visibility: channel.visibility,
      worldLevel: channel.worldLevel,
      archived: channel.archivedAt !== null,
      hasNew: Boolean(channel.$extras.has_new),
    }
  }
}
