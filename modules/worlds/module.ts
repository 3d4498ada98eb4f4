import { defineModule } from '#kernel/modules'
import { registerInterestWorlds } from '#modules/identity/index'
import { worldCatalogue } from './world_catalogue.js'

/* The worlds context: the worlds, membership and levels, world pages, moderation. */
export default defineModule({
  name: 'worlds',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // `{ type: 'world', id }` references (moderation, notifications...): WorldPolicy.view decides.
    hooks.subject('world', {
      async resolve(id, viewer) {
        const { default: World } = await import('./models/world.js')
        const { canViewWorld } = await import('./policies/world_policy.js')
        const world = await World.find(id)
        if (!world || !(await canViewWorld(world, viewer?.id ?? null))) return null
        return { title: world.title, href: `/w/${world.slug}` }
      },
      // Retention (uploads' pruning): a deleted world's attachments are orphans.
      async exists(id) {
        const { default: World } = await import('./models/world.js')
        return (await World.find(id)) !== null
      },
      // Mentions: the world's current members, only for a viewer who may see the world.
      async searchPeople(id, viewer, query, limit) {
        const { default: World } = await import('./models/world.js')
        const { canViewWorld } = await import('./policies/world_policy.js')
        const { searchMembers } = await import('./queries/member_search.js')
        const world = await World.find(id)
        if (!world || !(await canViewWorld(world, viewer?.id ?? null))) return null
        return searchMembers(world.id, query, limit)
      },
    })
    // Onboarding's primary interest names one of the open topic worlds (identity sits below worlds).
    registerInterestWorlds(() =>
      worldCatalogue().filter((world) => !world.isProgramWorld).map(({ slug, title, visibility }) => ({ slug, title, visibility }))
    )
    // The course page links the public worlds studying the course (catalog sits below worlds).
    hooks.outlet('course.worlds', async ({ courseId }) => {
      const { listedWorldsForCourse } = await import('./policies/world_scope.js')
      const worlds = await listedWorldsForCourse(courseId)
      return worlds.map((world) => ({ slug: world.slug, title: world.title }))
    })
  },
})
