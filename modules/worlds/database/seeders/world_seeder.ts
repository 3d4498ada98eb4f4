import World from '../../models/world.js'
import { WORLD_CATALOGUE } from '../../world_catalogue.js'

/** Creates or updates the sixteen worlds (idempotent). */
export async function seedWorlds() {
  await World.updateOrCreateMany(
    'slug',
    WORLD_CATALOGUE.map((world, index) => ({
      slug: world.slug,
      title: world.title,
      description: world.description,
      domain: world.domain,
      visibility: world.visibility,
      primaryColor: world.primaryColor,
      position: index,
    }))
  )
}
