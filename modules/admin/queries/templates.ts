import { SeriesTemplate } from '#modules/series/index'
import { World } from '#modules/worlds/index'
import { Course } from '#modules/catalog/index'
import { iso } from '#app/support/database/values'
import { LIKE, PER_PAGE, likePattern, pageMeta } from './search.js'

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
  const worldTitle = new Map(worlds.map((world) => [world.id, world.title]))
  return {
    templates: templates.map((template) => ({
      id: template.id,
      slug: template.slug,
      title: template.title,
      world: worldTitle.get(template.worldId) ?? null,
      active: Boolean(template.active),
      program: template.programSlug ? { slug: template.programSlug, iteration: template.programIteration, offering: template.offeringSlug } : null,
      updatedAt: iso(template.updatedAt),
    })),
    meta: pageMeta(result),
  }
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

export function templateFormValues(template: SeriesTemplate) {
  return {
    id: template.id,
    slug: template.slug,
    title: template.title,
    description: template.description,
    externalDescription: template.externalDescription,
    curriculum: template.curriculum,
    curriculumUrl: template.curriculumUrl,
    attendancePolicy: template.attendancePolicy,
    scheduleType: template.scheduleType,
    sessionsPerWeek: template.sessionsPerWeek,
    weeks: template.weeks,
    sessionMinutes: template.sessionMinutes,
    maxLearners: template.maxLearners,
    allowCohosts: Boolean(template.allowCohosts),
    worldId: template.worldId,
    courseId: template.courseId,
    maxRegistrationsPerLearner: template.maxRegistrationsPerLearner,
    maxActiveSeriesPerTutor: template.maxActiveSeriesPerTutor,
    gatingGroup: template.gatingGroup,
    active: Boolean(template.active),
    program: template.programSlug
      ? {
          slug: template.programSlug,
          iteration: template.programIteration,
          offering: template.offeringSlug,
          startsAt: iso(template.startsAt),
          endsAt: iso(template.endsAt),
        }
      : null,
  }
}
