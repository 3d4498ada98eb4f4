import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TutoringSession } from '#modules/tutoring/index'
import { iso } from '#app/support/database/values'

/** The session the prep prompt is about, with what its hosts need to prepare. */
export default class PrepSessionTransformer extends BaseTransformer<TutoringSession> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'title', 'lessonPrepCompleted', 'lessonPrepNotes']),
      startDate: iso(this.resource.startDate)!,
      endDate: iso(this.resource.endDate)!,
      lessonPrepResponseAt: iso(this.resource.lessonPrepResponseAt),
    }
  }
}
