import { BaseTransformer } from '@adonisjs/core/transformers'
import type OneOnOneProfile from '../models/one_on_one_profile.js'

/** The tutor's own one-on-one profile, for its form. */
export default class OwnProfileTransformer extends BaseTransformer<{ profile: OneOnOneProfile | null; topicIds: number[] }> {
  toObject() {
    const { profile, topicIds } = this.resource
    return {
      exists: profile !== null,
      bio: profile?.bio ?? '',
      languages: profile?.languages ?? ['en'],
      isActive: profile?.isActive ?? false,
      topicIds,
    }
  }
}
