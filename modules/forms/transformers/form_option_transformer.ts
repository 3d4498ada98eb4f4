import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FormOption } from '../shared/index.js'

/** One option of a select-async search. */
export default class FormOptionTransformer extends BaseTransformer<FormOption> {
  toObject() {
    return this.pick(this.resource, ['value', 'label'])
  }
}
