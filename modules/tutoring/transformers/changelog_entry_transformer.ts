import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ChangelogEntry } from '../changelog.js'

/** One recorded change of a session, for the primary host and staff. */
export default class ChangelogEntryTransformer extends BaseTransformer<ChangelogEntry> {
  toObject() {
    return this.pick(this.resource, ['at', 'byUserId', 'changes'])
  }
}
