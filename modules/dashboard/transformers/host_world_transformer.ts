import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WorldWithTemplates } from './resource_types.js'

/** A world the tutor can host a series in, with its number of live templates. */
export default class HostWorldTransformer extends BaseTransformer<WorldWithTemplates> {
  toObject() {
    return {
      ...this.pick(this.resource, ['slug', 'title']),
      templates: Number(this.resource.$extras.template_count ?? 0),
    }
  }
}
