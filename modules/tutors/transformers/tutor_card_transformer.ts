import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TutorCard } from '../queries/directory.js'

/** A tutor in /explore/tutors: only what the tutor put on the profile, their display name and public counts. */
export default class TutorCardTransformer extends BaseTransformer<TutorCard> {
  toObject() {
    const card = this.resource
    return {
      userId: card.userId,
      username: card.username,
      displayName: card.displayName,
      bio: card.bio,
      languages: card.languages,
      topics: card.topics,
      hostedSessions: card.hostedSessions,
      throttled: card.throttled,
      rating: card.rating,
      availability: card.availability,
    }
  }
}
