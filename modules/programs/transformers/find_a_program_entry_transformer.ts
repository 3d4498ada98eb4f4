import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FindAProgramEntry } from '../queries/find_a_program.js'

/** A program on /find-a-program: its open iterations with their offerings, or when the next opens. */
export default class FindAProgramEntryTransformer extends BaseTransformer<FindAProgramEntry> {
  toObject() {
    return {
      ...this.pick(this.resource, ['slug', 'title', 'description', 'type', 'world', 'homePath', 'upcoming']),
      openIterations: this.resource.openIterations.map((iteration) => ({
        key: iteration.key,
        title: iteration.title,
        phase: iteration.phase,
        learnerOpen: iteration.learnerOpen,
        tutorOpen: iteration.tutorOpen,
        learnerRegistrationOpens: iteration.learnerRegistrationOpens,
        learnerDeadline: iteration.learnerDeadline,
        dates: iteration.dates,
        offerings: iteration.offerings.map((offering) =>
          this.pick(offering, ['slug', 'title', 'description', 'weeks', 'sessionsPerWeek', 'sessionMinutes', 'maxLearners', 'oneTime', 'dates'])
        ),
      })),
    }
  }
}
