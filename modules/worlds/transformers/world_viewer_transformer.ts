import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MemberLevel } from '../member_levels.js'

/** The viewer on a world's home: their current membership and what WorldPolicy lets them do. */
export type WorldViewerResource = {
  signedIn: boolean
  membership: { level: MemberLevel } | null
  canJoin: boolean
  canLeave: boolean
  canModerate: boolean
}

export default class WorldViewerTransformer extends BaseTransformer<WorldViewerResource> {
  toObject() {
    return {
      ...this.pick(this.resource, ['signedIn', 'canJoin', 'canLeave', 'canModerate']),
      level: this.resource.membership?.level ?? null,
    }
  }
}
