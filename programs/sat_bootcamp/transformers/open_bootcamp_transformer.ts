import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OpenBootcamp } from '../queries/bootcamps.js'

/** A bootcamp a learner could still join, on the marketing page. */
export default class OpenBootcampTransformer extends BaseTransformer<OpenBootcamp> {
  toObject() {
    return {
      id: this.resource.id,
      title: this.resource.title,
      offeringSlug: this.resource.offeringSlug,
      firstSessionAt: this.resource.firstSessionAt,
      seatsLeft: this.resource.seatsLeft,
      hostName: this.resource.hostName,
    }
  }
}
