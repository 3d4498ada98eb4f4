import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RegistrantAnswersRow } from '../queries/answers.js'

/** A registrant's questionnaire answers on the session page, for its hosts and staff (issue 21 §3). */
export default class RegistrantAnswersTransformer extends BaseTransformer<RegistrantAnswersRow> {
  toObject() {
    return this.pick(this.resource, ['userId', 'name', 'answers', 'answeredAt'])
  }
}
