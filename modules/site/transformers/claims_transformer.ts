import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Claims } from '../claims.js'

/** The facts the written pages state (spec 000 §1): the `stats` prop (toObject) and the `emails` prop (forEmails). */
export default class ClaimsTransformer extends BaseTransformer<Claims> {
  toObject() {
    return { tutors: this.resource.tutorCommunity }
  }

  /** Public contact addresses (spec 000 §2.6). */
  forEmails() {
    return this.pick(this.resource.contactEmails, ['help', 'safety', 'press'])
  }
}
