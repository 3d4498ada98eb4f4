import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SubjectPerson } from '#kernel/subjects'

/** A person offered for a mention: id, username and the name others see (never e-mail or age). */
export default class MentionPersonTransformer extends BaseTransformer<SubjectPerson> {
  toObject() {
    return this.pick(this.resource, ['userId', 'username', 'displayName'])
  }
}
