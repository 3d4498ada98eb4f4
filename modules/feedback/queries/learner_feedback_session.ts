import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { fromDbTime, parseJsonList, toNumber } from '#app/support/database/values'

export type GivenLearnerFeedback = { id: number; type: string; comment: string | null; attributeTags: string[]; createdAt: DateTime }

export type PresentLearner = { userId: number; name: string; given: GivenLearnerFeedback | null }

/**
 * What FeedbackPolicy asks about a session before a host gives learner feedback, and what the
 * host's page shows: the session's times and roster state, whether the viewer is an approved
 * host of it and was marked present, and the learners marked present (a live session_attendees
 * row with role learner, tutoring's confirmAttendance writes them) with the viewer's feedback on
 * each, if any.
 */
export type LearnerFeedbackSession = {
  sessionId: number
  title: string
  startDate: DateTime
  endDate: DateTime
  canceled: boolean
  attendanceConfirmedAt: DateTime | null
  viewerIsHost: boolean
  viewerAttended: boolean
  learners: PresentLearner[]
}

const DELETED_USER = 'Deleted user'

/**
 * Two queries whatever the roster's size: the session with the viewer's host and attendee rows,
 * then the present learners with the viewer's feedback (the unique index of learner_feedback,
 * session first). Null when there is no such session (or it was deleted).
 */
export async function learnerFeedbackSessionOf(sessionId: number, viewerId: number): Promise<LearnerFeedbackSession | null> {
  const row = await db
    .from('tutoring_sessions as s')
    .leftJoin('session_hosts as h', (join) => {
      join.on('h.session_id', '=', 's.id').andOnVal('h.user_id', '=', viewerId).andOnNull('h.deleted_at').andOnNotNull('h.approved_at')
    })
    .leftJoin('session_attendees as a', (join) => {
      join.on('a.session_id', '=', 's.id').andOnVal('a.user_id', '=', viewerId).andOnVal('a.role', '=', 'host').andOnNull('a.deleted_at')
    })
    .where('s.id', sessionId)
    .whereNull('s.deleted_at')
    .select('s.id', 's.title', 's.start_date', 's.end_date', 's.canceled_at', 's.attendance_confirmed_at', 'h.id as host_id', 'a.id as attendee_id')
    .first()
  if (!row) return null
  const viewerIsHost = row.host_id !== null
  return {
    sessionId: toNumber(row.id),
    title: String(row.title),
    startDate: fromDbTime(row.start_date)!,
    endDate: fromDbTime(row.end_date)!,
    canceled: row.canceled_at !== null,
    attendanceConfirmedAt: fromDbTime(row.attendance_confirmed_at),
    viewerIsHost,
    viewerAttended: row.attendee_id !== null,
    // Only a host reads the roster (the policy refuses everyone else before it is shown).
    learners: viewerIsHost ? await presentLearners(sessionId, viewerId) : [],
  }
}

async function presentLearners(sessionId: number, reviewerId: number): Promise<PresentLearner[]> {
  const rows = await db
    .from('session_attendees as a')
    .join('users as u', 'u.id', 'a.user_id')
    .leftJoin('learner_feedback as f', (join) => {
      join.on('f.session_id', '=', 'a.session_id').andOn('f.reviewee_user_id', '=', 'a.user_id').andOnVal('f.reviewer_user_id', '=', reviewerId)
    })
    .where('a.session_id', sessionId)
    .where('a.role', 'learner')
    .whereNull('a.deleted_at')
    .select('a.user_id', 'u.name', 'u.deleted_at as user_deleted_at', 'f.id as feedback_id', 'f.type', 'f.comment', 'f.attribute_tags', 'f.created_at')
    .orderBy('u.name', 'asc')
    .orderBy('a.user_id', 'asc')
  return rows.map((row: Record<string, any>) => ({
    userId: toNumber(row.user_id),
    name: row.user_deleted_at ? DELETED_USER : String(row.name),
    given:
      row.feedback_id === null
        ? null
        : { id: toNumber(row.feedback_id), type: row.type, comment: row.comment, attributeTags: parseJsonList(row.attribute_tags), createdAt: fromDbTime(row.created_at)! },
  }))
}
