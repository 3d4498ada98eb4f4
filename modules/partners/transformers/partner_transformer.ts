import { BaseTransformer } from '@adonisjs/core/transformers'
import type Partner from '../models/partner.js'

/** A partner as /partnerships and the console show it (public data only). */
export default class PartnerTransformer extends BaseTransformer<Partner> {
  toObject() {
    const partner = this.resource
    return {
      id: partner.id,
      name: partner.name,
      kind: partner.kind,
      link: partner.link,
      logoUrl: partner.logoUrl,
      size: partner.size,
    }
  }

  /** The console's row: also its visibility. */
  forConsole() {
    return { ...this.toObject(), active: this.resource.active }
  }
}
