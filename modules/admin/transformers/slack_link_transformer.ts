import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SlackLink } from '../website_settings.js'

/** A link to a community Slack channel (website setting slack-links). */
export default class SlackLinkTransformer extends BaseTransformer<SlackLink> {
  toObject() {
    return this.pick(this.resource, ['label', 'url'])
  }
}
