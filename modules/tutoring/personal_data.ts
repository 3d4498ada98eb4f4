import db from '@adonisjs/lucid/services/db'
import { fromDbTime, iso } from '#app/support/database/values'

/*
 * Tutoring's section of a person's data export (issue 20 §4): the sessions they registered for
 * (with what they wrote when registering) and the ones they hosted — titles and times only, no
 * other participant.
 */
const parse = (text: string | null) => {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}

export async function tutoringData(userId: number) {
  const [registrations, hosted] = await Promise.all([
    db
      .from('session_registrations as r')
      .join('tutoring_sessions as s', 's.id', 'r.session_id')
      .where('r.user_id', userId)
      .select('s.title', 's.start_date', 'r.details', 'r.created_at', 'r.deleted_at')
      .orderBy('s.start_date', 'asc'),
    db
      .from('session_hosts as h')
      .join('tutoring_sessions as s', 's.id', 'h.session_id')
      .where('h.user_id', userId)
      .select('s.title', 's.start_date', 'h.role', 'h.tutoring_seconds', 'h.created_at', 'h.deleted_at')
      .orderBy('s.start_date', 'asc'),
  ])
  return {
    registrations: registrations.map((row) => ({
      session: row.title,
      startsAt: iso(fromDbTime(row.start_date)),
      registeredAt: iso(fromDbTime(row.created_at)),
      canceledAt: iso(fromDbTime(row.deleted_at)),
      whatYouWrote: parse(row.details),
    })),
    hosted: hosted.map((row) => ({
      session: row.title,
      startsAt: iso(fromDbTime(row.start_date)),
      role: row.role,
      tutoringSeconds: row.tutoring_seconds,
      addedAt: iso(fromDbTime(row.created_at)),
      removedAt: iso(fromDbTime(row.deleted_at)),
    })),
  }
}
