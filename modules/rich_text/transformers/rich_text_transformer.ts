import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RichTextContent } from '../shared/index.js'

/**
 * A stored rich text object as the browser gets it: exactly the stored shape, which
 * <RichTextView> renders (defensively, whatever old data holds). Contexts sending rich text
 * (posts, feedback...) use it for the field.
 */
export default class RichTextTransformer extends BaseTransformer<RichTextContent> {
  toObject(): RichTextContent {
    return this.resource
  }
}
