import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { LandingSource } from '../queries/landing_sources.js'

/** A partner landing page: the public page gets its text and logo; the console also the counts. */
export default class LandingSourceTransformer extends BaseTransformer<LandingSource> {
  toObject() {
    const source = this.resource
    return {
      partnerSlug: source.partnerSlug,
      header: source.header,
      subheader: source.subheader,
      logoUrl: source.logoUrl,
    }
  }

  forConsole() {
    const source = this.resource
    return {
      ...this.toObject(),
      id: source.id,
      collegeAdmissionsPartner: source.collegeAdmissionsPartner,
      signups: source.signups,
      createdAt: iso(source.createdAt),
    }
  }
}
