import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { viewerMemo } from '#app/support/viewer_memo'
import { sqlTime } from '#app/support/database/values'
import { User, expandRoles } from '#modules/identity/index'
import PeerReviewPolicy from '../policies/peer_review_policy.js'
import { auditFactsOf, findSession, isAdminMentorOrPolicy } from './peer_review.js'

/*
 * The "Peer review" link on a session page (tutoring's 'session.sections' outlet): "Review this
 * session" for someone who may audit it now (the audit policy's rule), "See reviews" for its main
 * host once it has reviews. The session page's query budget (issue 8/19) is kept by two memos of
 * negative answers, so that most views cost no query:
 * - whether the viewer can review at all (tutor, admin mentor or policy admin): remembered per
 *   viewer for REVIEWER_TTL_MS (a new tutor sees the link up to that late; the pages check again);
 * - whether the session has anything to review or read (a live recording or a review): remembered
 *   per session for QUIET_TTL_MS, forgotten by this process when it adds a recording or a review.
 */
export const REVIEWER_TTL_MS = 10 * 60 * 1000
export const QUIET_TTL_MS = 2 * 60 * 1000
const reviewers = viewerMemo<boolean>({ ttlMs: REVIEWER_TTL_MS, name: 'peer-review-reviewer' })
const quietSessions = viewerMemo<true>({ ttlMs: QUIET_TTL_MS, name: 'peer-review-quiet-session' })

/** After a recording or a review is added to a session: its link may now show. */
export function forgetQuietSession(sessionId: number) {
  quietSessions.forget(sessionId)
}

/** After someone's roles changed (tests; a role change elsewhere shows within REVIEWER_TTL_MS). */
export function forgetReviewer(userId?: number) {
  reviewers.forget(userId)
}

async function isReviewer(userId: number): Promise<boolean> {
  const known = reviewers.get(userId)
  if (known !== undefined) return known
  const rows = await db.from('user_roles').where('user_id', userId).whereNull('deleted_at').select('role')
  const roles = expandRoles(['basic', ...rows.map((row: { role: string }) => row.role)])
  const answer = roles.has('tutor') || isAdminMentorOrPolicy(roles)
  reviewers.set(userId, answer)
  return answer
}

export type SessionReviewLink = { key: string; component: string; props: { href: string; label: string; description: string } }

export async function peerReviewLinkFor(viewerId: number, sessionId: number, now = DateTime.utc()): Promise<SessionReviewLink[]> {
  if (!(await isReviewer(viewerId))) return []
  if (quietSessions.get(sessionId)) return []
  const activity = await db
    .from('tutoring_sessions as s')
    .where('s.id', sessionId)
    .select('s.user_id')
    .select(db.raw('exists (select 1 from session_recordings r where r.session_id = s.id and r.expires_at > ?) as recorded', [sqlTime(now)]))
    .select(db.raw('exists (select 1 from tutor_audits a where a.session_id = s.id) as audited'))
    .first()
  if (!activity || (!Number(activity.recorded) && !Number(activity.audited))) {
    quietSessions.set(sessionId, true)
    return []
  }
  if (Number(activity.user_id) === viewerId) {
    if (!Number(activity.audited)) return []
    return [link('/tutor/peer-review/mine', 'See reviews', 'Peer reviewers watched this session: read what they wrote and reply.')]
  }
  if (!Number(activity.recorded)) return []
  const [user, session] = await Promise.all([User.find(viewerId), findSession(sessionId)])
  if (!user || !session) return []
  const all = await auditFactsOf([session], now, { firstSessions: false })
  const facts = all.get(session.id)!
  // The audit page's own rule (spec 001 §5.4): the link shows exactly when the page would open.
  if ((await new PeerReviewPolicy().audit(user, facts)) !== true) return []
  return [link(`/tutor/peer-review/${session.id}`, 'Review this session', 'Watch the recording and tell the tutor what went well and what to try next.')]
}

function link(href: string, label: string, description: string): SessionReviewLink {
  return { key: 'peer_review.session-link', component: 'peer_review/session_link', props: { href, label, description } }
}
