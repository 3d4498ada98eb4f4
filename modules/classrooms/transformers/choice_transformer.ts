import { BaseTransformer } from '@adonisjs/core/transformers'

/** A world or topic the create form offers. */
export default class ChoiceTransformer extends BaseTransformer<{ id: number; label: string }> {
  toObject() {
    return { value: String(this.resource.id), label: this.resource.label }
  }
}
