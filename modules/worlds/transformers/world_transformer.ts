import { BaseTransformer } from '@adonisjs/core/transformers'
import type World from '../models/world.js'

/** A world as the browser sees it: its name and visibility (toObject), or its home page (forPage). */
export default class WorldTransformer extends BaseTransformer<World> {
  toObject() {
    return this.pick(this.resource, ['slug', 'title', 'visibility'])
  }

  /** /w/:worldSlug: the header, description and guidelines. */
  forPage() {
    return this.pick(this.resource, ['slug', 'title', 'description', 'guidelines', 'domain', 'visibility', 'primaryColor'])
  }
}
