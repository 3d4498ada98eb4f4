import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { Target } from '../queries/targets.js'

/** Where an assessment is given and how far it is released. */
export default class TargetTransformer extends BaseTransformer<Target> {
  toObject() {
    const target = this.resource
    return {
      assessmentId: target.assessment.id,
      assessmentTitle: target.assessment.title,
      kind: target.kind,
      targetId: target.targetId,
      title: target.title,
      releasedAt: iso(target.release?.releasedAt ?? null),
      resultsReleasedAt: iso(target.release?.resultsReleasedAt ?? null),
      viaTemplate: target.viaTemplate ?? false,
    }
  }
}
