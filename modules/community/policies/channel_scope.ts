import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { MEMBER_LEVELS } from '#modules/worlds/index'
import Channel from '../models/channel.js'
import type { Standing } from './standing.js'

/*
 * The list side of ChannelPolicy.view (place_rules.ts seesChannel) in SQL, for lists across
 * channels and worlds (the world feed, /community, recent activity). tests/unit/channel_scope.spec.ts
 * runs the same fixtures through the policy and this query. Archived channels are left out unless
 * asked for (spec 000 §6.4).
 *
 * Each row carries the viewer's world level and channel_member row in $extras (viewer_level,
 * viewer_visit_id, viewer_last_viewed_at).
 */
const rank = (column: string) => `(CASE ${column} ${MEMBER_LEVELS.map((level, i) => `WHEN '${level}' THEN ${i}`).join(' ')} ELSE -1 END)`

export type ChannelScopeOptions = {
  /** Only these worlds' channels; 'global' for world-less channels; all when left out. */
  worlds?: number[] | 'global'
  includeArchived?: boolean
  /** Lists across worlds (/community): unlisted worlds only for their members, like every list. */
  listedOnly?: boolean
}

export function visibleChannelsQuery(viewer: Pick<Standing, 'userId' | 'isStaff'>, options: ChannelScopeOptions = {}): ModelQueryBuilderContract<typeof Channel, Channel> {
  const userId = viewer.userId ?? 0
  const query = Channel.query()
    .select('channels.*', 'viewer_member.level as viewer_level', 'viewer_visit.id as viewer_visit_id', 'viewer_visit.last_viewed_at as viewer_last_viewed_at')
    .leftJoin('worlds as channel_world', 'channel_world.id', 'channels.world_id')
    .leftJoin('world_members as viewer_member', (join) => {
      join.on('viewer_member.world_id', 'channels.world_id').andOnVal('viewer_member.user_id', userId).andOnNull('viewer_member.left_at')
    })
    .leftJoin('channel_members as viewer_visit', (join) => {
      join.on('viewer_visit.channel_id', 'channels.id').andOnVal('viewer_visit.user_id', userId)
    })
  if (options.worlds === 'global') query.whereNull('channels.world_id')
  else if (options.worlds) query.whereIn('channels.world_id', options.worlds.length > 0 ? options.worlds : [0])
  if (!options.includeArchived) query.whereNull('channels.archived_at')
  // A deleted world takes its channels with it, for everyone.
  query.where((q) => q.whereNull('channels.world_id').orWhereNull('channel_world.deleted_at'))
  if (options.listedOnly) {
    query.where((q) => q.whereNull('channels.world_id').orWhere('channel_world.visibility', 'public').orWhereNotNull('viewer_member.id'))
  }
  if (viewer.isStaff) return query
  query.where((q) =>
    q.whereNull('channels.world_id').orWhere((world) => world.whereNot('channel_world.visibility', 'membership').orWhereNotNull('viewer_member.id'))
  )
  query.where((q) => {
    q.where('channels.visibility', 'public')
      .orWhere((global) => global.whereNull('channels.world_id').whereNotNull('viewer_visit.id'))
      .orWhere((member) => member.whereNotNull('viewer_member.id').whereRaw(`${rank('viewer_member.level')} >= ${rank('channels.world_level')}`))
  })
  return query
}

/** The ids of the visible channels, as a subquery (posts in channels the viewer sees). */
export function visibleChannelIds(viewer: Pick<Standing, 'userId' | 'isStaff'>, options: ChannelScopeOptions = {}) {
  return visibleChannelsQuery(viewer, options).clearSelect().select('channels.id')
}
