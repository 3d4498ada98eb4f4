import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RichTextContent } from '#modules/rich_text/index'
import type SessionTemplate from '../models/session_template.js'

/** A session template as staff edit it (issue 21 §1); blank fields fall back to the series template's. */
export default class SessionTemplateTransformer extends BaseTransformer<SessionTemplate> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'seriesTemplateId',
        'title',
        'description',
        'externalDescription',
        'curriculumUrl',
        'maxLearners',
        'allowCohosts',
        'topicId',
        'seriesPosition',
        'durationMinutes',
        'attendancePolicy',
        'active',
      ]),
      curriculum: this.resource.curriculum as RichTextContent | null,
    }
  }
}
