import type { HttpContext } from '@adonisjs/core/http'
import { World } from '#modules/worlds/index'

export default class DashboardController {
  async show({ inertia }: HttpContext) {
    const worlds = await World.query().whereIn('visibility', ['public']).orderBy('position').select('slug', 'title', 'description', 'domain')
    return inertia.render('identity/dashboard', {
      worlds: worlds.map(({ slug, title, description, domain }) => ({ slug, title, description, domain })),
    })
  }
}
