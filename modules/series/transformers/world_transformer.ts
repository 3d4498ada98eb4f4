import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WorldRef } from './resource_types.js'

/** A world as the series pages name it: its title, linking to its page. */
export default class WorldTransformer extends BaseTransformer<WorldRef> {
  toObject() {
    return this.pick(this.resource, ['slug', 'title'])
  }
}
