import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SeriesTemplate } from '#modules/series/index'
import { iso } from '#app/support/database/values'


/** A series template on the Templates page: a row of the list (toObject) and the edit form (forForm). */
export default class TemplateTransformer extends BaseTransformer<SeriesTemplate> {
  constructor(
    resource: SeriesTemplate,
    protected worldTitles: ReadonlyMap<number, string> = new Map()
  ) {
    super(resource)
  }

  toObject() {
    const template = this.resource
    return {
      ...this.pick(template, ['id', 'slug', 'title']),
      world: this.worldTitles.get(template.worldId) ?? null,
      active: Boolean(template.active),
      program: template.programSlug
        ? { slug: template.programSlug, iteration: template.programIteration, offering: template.offeringSlug }
        : null,
      updatedAt: iso(template.updatedAt),
    }
  }

  /** What the form edits; the program fields are shown, not edited (programs:sync writes them). */
  forForm() {
    const template = this.resource
    return {
      ...this.pick(template, [
        'id',
        'slug',
        'title',
        'description',
        'externalDescription',
        'curriculum',
        'curriculumUrl',
        'attendancePolicy',
        'scheduleType',
        'sessionsPerWeek',
        'weeks',
        'sessionMinutes',
        'maxLearners',
        'worldId',
        'courseId',
        'maxRegistrationsPerLearner',
        'maxActiveSeriesPerTutor',
        'gatingGroup',
      ]),
      allowCohosts: Boolean(template.allowCohosts),
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
}
