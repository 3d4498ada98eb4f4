import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MarketingSource } from '../website_settings.js'

/** A choice for "How did you hear about us?" (website setting marketing-sources). */
export default class MarketingSourceTransformer extends BaseTransformer<MarketingSource> {
  toObject() {
    return this.pick(this.resource, ['slug', 'label'])
  }
}
