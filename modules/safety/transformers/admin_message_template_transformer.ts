import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AdminMessageTemplate } from '../shared/index.js'

/** A template staff may start a message from (website setting user-admin-message-templates). */
export default class AdminMessageTemplateTransformer extends BaseTransformer<AdminMessageTemplate> {
  toObject() {
    return this.pick(this.resource, ['label', 'content', 'acknowledgmentText'])
  }
}
