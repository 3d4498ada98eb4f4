import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ConsentState } from '../shared/derive.js'

type Row = ConsentState & { programTitle: string }
const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString())

/** A derived consent as the learner's and the guardian's pages show it (no guardian address). */
export default class ConsentStateTransformer extends BaseTransformer<Row> {
  toObject() {
    const s = this.resource
    return {
      key: s.key,
      kind: s.kind,
      purpose: s.purpose,
      programSlug: s.programSlug,
      programTitle: s.programTitle,
      givenBy: s.givenBy,
      status: s.status,
      guardianName: s.guardianName,
      requestedAt: iso(s.requestedAt),
      grantedAt: iso(s.grantedAt),
      revokedAt: iso(s.revokedAt),
    }
  }
}
