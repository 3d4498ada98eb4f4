import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FormValues } from '#modules/forms/shared/index'
import type SeriesRegistration from '../models/series_registration.js'
import type { Person } from './resource_types.js'
import { storedAnswers } from '../questionnaire.js'

/** A learner's questionnaire answers, for the series' hosts (prep prompt) — issue 21 §3. */
export default class LearnerAnswersTransformer extends BaseTransformer<SeriesRegistration> {
  constructor(
    resource: SeriesRegistration,
    protected people: ReadonlyMap<number, Person> = new Map()
  ) {
    super(resource)
  }

  toObject() {
    const person = this.people.get(this.resource.userId)
    const stored = storedAnswers(this.resource.details)
    return {
      registrationId: this.resource.id,
      displayName: person?.displayName ?? 'DELETED USER',
      answers: (stored?.answers ?? null) as FormValues | null,
      answeredAt: stored?.answeredAt || null,
    }
  }
}
