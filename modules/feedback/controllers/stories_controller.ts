import type { HttpContext } from '@adonisjs/core/http'
import { featuredStories } from '../queries/stories.js'
import StoryTransformer from '../transformers/story_transformer.js'

/*
 * GET /stories (spec 000 §2.2): public, like the home page — featured comments only, never who
 * wrote them (queries/stories.ts), so there is nothing for a policy to refuse.
 */
export default class StoriesController {
  async index({ inertia }: HttpContext) {
    return inertia.render('feedback/stories', { stories: StoryTransformer.transform(await featuredStories()) })
  }
}
