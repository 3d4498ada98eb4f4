import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { DateTime } from 'luxon'
import { iso } from '#app/support/database/values'
import type SeriesTemplate from '../models/series_template.js'
import { earliestStart, sessionCount } from '../schedule.js'

/**
 * A template on a world's host page, with whether the tutor can host it and why not
 * (SeriesTemplatePolicy.host, one answer per template id).
 */
export default class TemplateTransformer extends BaseTransformer<SeriesTemplate> {
  constructor(
    resource: SeriesTemplate,
    protected verdicts: ReadonlyMap<number, AuthorizationResponse> = new Map(),
    protected now: DateTime = DateTime.utc(),
    /** Active session templates per template: with any, the series has one session each (issue 21 §1). */
    protected sessionTemplateCounts: ReadonlyMap<number, number> = new Map()
  ) {
    super(resource)
  }

  toObject() {
    const template = this.resource
    const verdict = this.verdicts.get(template.id)
    const earliest = earliestStart(template, this.now)
    return {
      ...this.pick(template, ['id', 'slug', 'title', 'scheduleType', 'sessionsPerWeek', 'weeks', 'sessionMinutes', 'maxLearners']),
      description: template.externalDescription || template.description,
      sessionCount: this.sessionTemplateCounts.get(template.id) || sessionCount(template),
      /** Set when the template or its program does not allow starting right away. */
      earliestStart: earliest > this.now ? iso(earliest) : null,
      canHost: verdict?.authorized ?? false,
      reason: verdict && !verdict.authorized ? (verdict.message ?? null) : null,
    }
  }
}
