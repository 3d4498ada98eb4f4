import { BaseTransformer } from '@adonisjs/core/transformers'
import type FormResponse from '../models/form_response.js'
import type { FormValues } from '../shared/index.js'

/** A stored response as its page shows it: the values by block name and when it was sent. */
export default class FormResponseTransformer extends BaseTransformer<FormResponse> {
  constructor(
    resource: FormResponse,
    /** Labels of select-async answers by block name (queries/option_labels.ts). */
    protected optionLabels: Record<string, string> = {}
  ) {
    super(resource)
  }

  toObject() {
    return {
      id: this.resource.id,
      formKey: this.resource.formKey,
      values: this.resource.values as FormValues,
      optionLabels: this.optionLabels,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
