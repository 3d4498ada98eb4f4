import { SeriesTemplate } from '#modules/series/index'
import { World } from '#modules/worlds/index'
import { Course } from '#modules/catalog/index'
import { LIKE, likePattern } from '#app/support/database/values'
import { PER_PAGE, pageMeta } from './search.js'

/** Templates by title or slug (partial), by title; with the titles of their worlds. */
export async function searchTemplates(q: string | undefined, page: number) {
  const query = SeriesTemplate.query().orderBy('title', 'asc').orderBy('id', 'asc')
  const text = q?.trim()
  if (text) {
    const pattern = likePattern(text)
    query.where((sub) => sub.whereRaw(`lower(title) ${LIKE}`, [pattern]).orWhereRaw(`lower(slug) ${LIKE}`, [pattern]))
  }
  const result = await query.paginate(page, PER_PAGE)
  const templates = result.all()
  const worlds = templates.length
    ? await World.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', [...new Set(templates.map((t) => t.worldId))])
    : []
  return { templates, meta: pageMeta(result), worldTitles: new Map(worlds.map((world) => [world.id, world.title])) }
}

/** Choices for the template form. */
export async function templateFormChoices() {
  const [worlds, courses] = await Promise.all([
    World.query().orderBy('position', 'asc').orderBy('title', 'asc').select('id', 'title'),
    Course.query().orderBy('name', 'asc').select('id', 'name'),
  ])
  return {
    worlds: worlds.map((world) => ({ value: String(world.id), label: world.title })),
    courses: courses.map((course) => ({ value: String(course.id), label: course.name })),
  }
}
