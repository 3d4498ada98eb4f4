import { BaseTransformer } from '@adonisjs/core/transformers'
import type OneOnOneProfile from '../models/one_on_one_profile.js'
import type { BioStatus } from '../rules.js'

type BioReviewState = { status: BioStatus; text: string; reason: string | null } | null

/**
 * The tutor's own one-on-one profile, for its form. When their latest bio is held or was rejected,
 * the form shows that text (to fix it) with the state; the public bio is shown apart.
 */
export default class OwnProfileTransformer extends BaseTransformer<{ profile: OneOnOneProfile | null; topicIds: number[]; bioReview: BioReviewState }> {
  toObject() {
    const { profile, topicIds, bioReview } = this.resource
    return {
      exists: profile !== null,
      bio: bioReview?.text ?? profile?.bio ?? '',
      publicBio: profile?.bio ?? '',
      bioReview: bioReview ? { status: bioReview.status, reason: bioReview.reason } : null,
      languages: profile?.languages ?? ['en'],
      isActive: profile?.isActive ?? false,
      availability: profile?.availability ?? [],
      topicIds,
    }
  }
}
