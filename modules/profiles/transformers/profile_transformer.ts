import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ProfileView } from '../queries/profile_view.js'

const levelOf = (level: { key: string; label: string; minPoints: number } | null) => (level ? { key: level.key, label: level.label, minPoints: level.minPoints } : null)

/**
 * A profile page (issue 11 §3). A restricted profile (a minor seen by someone else) carries the
 * display name, level and badges only: no username, points, activity, sessions or network.
 */
export default class ProfileTransformer extends BaseTransformer<ProfileView> {
  toObject() {
    const view = this.resource
    const { summary } = view
    const base = {
      id: view.user.id,
      displayName: view.user.displayName,
      tab: view.tab,
      restricted: view.restricted,
      level: levelOf(summary.level),
      badges: summary.badges.map((badge) => ({ key: badge.key, label: badge.label })),
    }
    if (view.restricted) {
      return { ...base, username: null, isTutor: false, points: null, next: null, tracks: [], recent: [], followerCount: null, viewerFollows: null, sessions: null, feedbackReceived: null, following: null, certifications: null }
    }
    return {
      ...base,
      username: view.user.username,
      isTutor: view.isTutor,
      points: summary.points,
      next: summary.next ? { level: levelOf(summary.next.level)!, missing: summary.next.missing } : null,
      tracks: summary.tracks.map((track) => ({ ...track })),
      recent: view.recent.map((award) => ({ ...award })),
      followerCount: view.followerCount,
      viewerFollows: view.viewerFollows,
      sessions: view.sessions ? { hosted: view.sessions.hosted, attended: view.sessions.attended, upcoming: view.sessions.upcoming.map((session) => ({ ...session })) } : null,
      feedbackReceived: view.feedbackReceived,
      following: view.following ? view.following.map((person) => ({ ...person })) : null,
      certifications: view.certifications
        ? view.certifications.map((course) => ({ courseId: course.courseId, courseName: course.courseName, topics: course.topics.map((topic) => ({ topicId: topic.topicId, topicName: topic.topicName })) }))
        : null,
    }
  }
}
