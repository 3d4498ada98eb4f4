import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { Person } from './resource_types.js'
import type SeriesRegistration from '../models/series_registration.js'
import type { FormValues } from '#modules/forms/shared/index'
import { storedAnswers } from '../questionnaire.js'

/** A row of a series' learners page (hosts and staff): who registered, when, any withdrawal, their questionnaire answers. */
export default class RegistrationTransformer extends BaseTransformer<SeriesRegistration> {
  constructor(
    resource: SeriesRegistration,
    protected people: ReadonlyMap<number, Person> = new Map()
  ) {
    super(resource)
  }

  toObject() {
    const row = this.resource
    const person = this.people.get(row.userId)
    return {
      ...this.pick(row, ['id', 'withdrawalSource', 'withdrawalReason']),
      displayName: person?.displayName ?? 'DELETED USER',
      username: person && !person.isDeleted ? person.username : '',
      registeredAt: iso(row.createdAt)!,
      withdrawnAt: iso(row.withdrawnAt),
      // A learner who withdrew no longer shares their answers.
      answers: (row.withdrawnAt ? null : (storedAnswers(row.details)?.answers ?? null)) as FormValues | null,
    }
  }
}
