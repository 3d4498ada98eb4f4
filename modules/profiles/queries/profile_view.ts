import db from '@adonisjs/lucid/services/db'
import type { User } from '#modules/identity/index'
import { followerCountOf, isFollowing, recentAwardsOf, recognitionSummaryOf, type RecognitionSummary } from '#modules/recognition/index'
import { transcriptOf, type TranscriptCourse } from '#modules/certification/index'
import { hostedSessionCountOf, tutorsFollowedBy, upcomingHostedSessionsOf } from './profile.js'

export const PROFILE_TABS = ['overview', 'achievements', 'sessions', 'feedback', 'network'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

export type ProfileView = {
  user: User
  isTutor: boolean
  /** A minor seen by someone else: display name, level and badges only. */
  restricted: boolean
  tab: ProfileTab
  summary: RecognitionSummary
  /** null: the viewer cannot follow this person (a visitor, themselves, not a tutor). */
  viewerFollows: boolean | null
  followerCount: number
  recent: Awaited<ReturnType<typeof recentAwardsOf>>
  sessions: { hosted: number; attended: number; upcoming: Awaited<ReturnType<typeof upcomingHostedSessionsOf>> } | null
  feedbackReceived: number | null
  following: Awaited<ReturnType<typeof tutorsFollowedBy>> | null
  /** Overview, not restricted: certified topics by course (issue 12 §1 "My Certifications"), never recordings. */
  certifications: TranscriptCourse[] | null
}

/** Ledger rows of one type (feedback received is counted from the points it earned). */
async function eventCount(userId: number, eventType: string) {
  const row = await db.from('user_events').where('user_id', userId).where('event_type', eventType).count('* as total').first()
  return Number(row?.total ?? 0)
}

/** What a profile tab shows; a restricted profile loads nothing beyond level and badges. */
export async function profileView(
  target: { user: User; roles: Set<string> },
  viewer: User | null,
  tab: ProfileTab,
  restricted: boolean
): Promise<ProfileView> {
  const userId = target.user.id
  const isTutor = target.roles.has('tutor')
  const summary = await recognitionSummaryOf(userId)
  const canFollow = viewer !== null && viewer.id !== userId && isTutor
  const attended = summary.tracks.find((track) => track.key === 'attend')?.count ?? 0
  return {
    user: target.user,
    isTutor,
    restricted,
    tab,
    summary,
    viewerFollows: canFollow ? await isFollowing(viewer.id, userId) : null,
    followerCount: restricted ? 0 : await followerCountOf(userId),
    recent: !restricted && tab === 'overview' ? await recentAwardsOf(userId) : [],
    sessions: !restricted && tab === 'sessions' ? { hosted: await hostedSessionCountOf(userId), attended, upcoming: await upcomingHostedSessionsOf(userId) } : null,
    feedbackReceived: !restricted && tab === 'feedback' ? await eventCount(userId, 'session_feedback_received') : null,
    following: !restricted && tab === 'network' ? await tutorsFollowedBy(userId) : null,
    certifications: !restricted && tab === 'overview' && isTutor ? await transcriptOf(userId, { withRecordings: false }) : null,
  }
}
