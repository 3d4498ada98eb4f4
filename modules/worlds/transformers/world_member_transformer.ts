import type { DateTime } from 'luxon'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MemberLevel } from '../member_levels.js'

/**
 * A WorldMember row with its user preloaded (queries/worlds.ts listMembers). Typed by shape so
 * the browser's generated types do not pull in the identity context.
 */
export type MemberRow = {
  userId: number
  level: MemberLevel
  createdAt: DateTime
  user: { username: string; displayName: string } | null
}

/**
 * A member on the members page, with whether the viewer may change or remove them
 * (WorldPolicy.removeMember, asked by the controller for each row).
 */
export default class WorldMemberTransformer extends BaseTransformer<MemberRow> {
  constructor(
    resource: MemberRow,
    protected manageableIds: ReadonlySet<number> = new Set()
  ) {
    super(resource)
  }

  toObject() {
    const user = this.resource.user
    return {
      userId: this.resource.userId,
      // spec 002 §8: a deleted account shows as DELETED USER.
      username: user?.username ?? '',
      displayName: user?.displayName ?? 'DELETED USER',
      level: this.resource.level,
      joinedAt: this.resource.createdAt.toISO()!,
      manageable: this.manageableIds.has(this.resource.userId),
    }
  }
}
