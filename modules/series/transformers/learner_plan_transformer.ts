import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RichTextContent } from '#modules/rich_text/index'
import type SeriesRegistration from '../models/series_registration.js'
import type { Person } from './resource_types.js'

/** A learner's own plan on the lesson plan page (?as=tutor: one per current learner). */
export default class LearnerPlanTransformer extends BaseTransformer<SeriesRegistration> {
  constructor(
    resource: SeriesRegistration,
    protected people: ReadonlyMap<number, Person> = new Map()
  ) {
    super(resource)
  }

  toObject() {
    const person = this.people.get(this.resource.userId)
    return {
      registrationId: this.resource.id,
      displayName: person?.displayName ?? 'DELETED USER',
      plan: this.resource.lessonPlan as RichTextContent | null,
    }
  }
}
