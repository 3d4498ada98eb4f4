import type { DateTime } from 'luxon'
import { fromDbTime } from '#app/support/database/values'
import type { User } from '#modules/identity/index'
import { World, findWorldBySlug, memberLevel, type MemberLevel } from '#modules/worlds/index'
import { SessionHost, SessionRegistration, TutoringSession } from '#modules/tutoring/index'
import { Series, SeriesHost, SeriesRegistration } from '#modules/series/index'
import Channel from '../models/channel.js'
import type Post from '../models/post.js'
import { baseStanding, type Standing } from '../policies/standing.js'
import type { ChannelPlace, Place, ThreadPlace } from '../policies/place_rules.js'

/*
 * Places and the viewer's standing in them, read together: a channel with the viewer's world
 * level and channel_member row in one query; a session or series with whether the viewer
 * registered for it or hosts it.
 */
export type Located<P extends Place = Place> = { place: P; standing: Standing }

/** The viewer's channel_member row, read with the channel (unread markers, the SMS toggle). */
export type ChannelVisit = { lastViewedAt: DateTime | null; enableTextNotifications: boolean }

/** A channel of this world (or a global one when world is null) with the viewer's standing in it. */
export async function locateChannel(world: World | null, channelId: number, viewer: User | null): Promise<(Located<ChannelPlace> & { visit: ChannelVisit }) | null> {
  if (!Number.isSafeInteger(channelId) || channelId < 1) return null
  const query = Channel.query().where('channels.id', channelId).select('channels.*')
  if (world) query.where('channels.world_id', world.id)
  else query.whereNull('channels.world_id')
  if (viewer) {
    query
      .leftJoin('world_members as viewer_member', (join) => {
        join.on('viewer_member.world_id', 'channels.world_id').andOnVal('viewer_member.user_id', viewer.id).andOnNull('viewer_member.left_at')
      })
      .leftJoin('channel_members as viewer_visit', (join) => {
        join.on('viewer_visit.channel_id', 'channels.id').andOnVal('viewer_visit.user_id', viewer.id)
      })
      .select('viewer_member.level as viewer_level', 'viewer_visit.id as viewer_visit_id', 'viewer_visit.last_viewed_at as viewer_last_viewed_at', 'viewer_visit.enable_text_notifications as viewer_sms')
  }
  const channel = await query.first()
  if (!channel) return null
  const base = await baseStanding(viewer)
  const extras = channel.$extras
  const standing: Standing = { ...base, level: (extras.viewer_level as MemberLevel | null) ?? null, channelMember: Boolean(extras.viewer_visit_id) }
  const visit = { lastViewedAt: fromDbTime(extras.viewer_last_viewed_at), enableTextNotifications: Boolean(extras.viewer_sms) }
  return { place: { kind: 'channel', channel, world }, standing, visit }
}

/** A channel by the world's slug in the address (/w/:worldSlug/c/:channelId). */
export async function locateChannelIn(worldSlug: string, channelId: number, viewer: User | null) {
  const world = await findWorldBySlug(worldSlug)
  return world ? locateChannel(world, channelId, viewer) : null
}

/** A session's discussion with whether the viewer is a registrant or an approved host. */
export async function locateSessionThread(sessionId: number, viewer: User | null): Promise<Located<ThreadPlace> | null> {
  const session = await TutoringSession.find(sessionId)
  if (!session) return null
  const [base, registration, host] = await Promise.all([
    baseStanding(viewer),
    viewer ? SessionRegistration.query().where('session_id', sessionId).where('user_id', viewer.id).first() : null,
    viewer ? SessionHost.query().where('session_id', sessionId).where('user_id', viewer.id).whereNotNull('approved_at').first() : null,
  ])
  const level = viewer ? await memberLevel(viewer.id, session.worldId) : null
  return {
    place: { kind: 'session', id: session.id, worldId: session.worldId, title: session.title },
    standing: { ...base, level, participant: Boolean(registration || host) },
  }
}

/** A series' discussion: registrants who have not withdrawn and approved hosts. */
export async function locateSeriesThread(seriesId: number, viewer: User | null): Promise<Located<ThreadPlace> | null> {
  const series = await Series.find(seriesId)
  if (!series) return null
  const [base, registration, host] = await Promise.all([
    baseStanding(viewer),
    viewer
      ? SeriesRegistration.query()
          .where('series_id', seriesId)
          .where('user_id', viewer.id)
          .whereNull('withdrawn_at')
          .first()
      : null,
    viewer ? SeriesHost.query().where('series_id', seriesId).where('user_id', viewer.id).whereNotNull('approved_at').first() : null,
  ])
  const level = viewer ? await memberLevel(viewer.id, series.worldId) : null
  return {
    place: { kind: 'series', id: series.id, worldId: series.worldId, title: series.title },
    standing: { ...base, level, participant: Boolean(registration || host) },
  }
}

/** Where a post (or comment) lives, with the viewer's standing there. */
export async function locatePost(post: Post, viewer: User | null): Promise<Located | null> {
  if (post.channelId !== null) {
    const world = post.worldId !== null ? await World.find(post.worldId) : null
    if (post.worldId !== null && !world) return null
    return locateChannel(world, post.channelId, viewer)
  }
  if (post.sessionId !== null) return locateSessionThread(post.sessionId, viewer)
  if (post.seriesId !== null) return locateSeriesThread(post.seriesId, viewer)
  return null
}
