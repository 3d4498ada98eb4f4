import { DateTime } from 'luxon'
import { MAX_PER_PAGE, SCHEDULE_PER_PAGE } from '../constants.js'
import { CARD_COLUMNS, cardFromRow, sessionsWithJoins } from './explore.js'
import type { Page, ScheduleItem } from './session_rows.js'
import { wherePast, whereUpcomingOrCanceledAhead } from './conditions.js'

/*
 * A person's own sessions (/schedule, dashboards): the sessions they are registered for and the
 * ones they host (approved primary host or co-host). Upcoming includes canceled sessions whose
 * date has not passed (so a registrant sees the cancellation); past excludes canceled ones.
 * Two queries per page (count + rows), whatever the number of rows.
 */
export type ScheduleShow = 'upcoming' | 'past'

function scheduleQuery(userId: number, show: ScheduleShow, now: DateTime) {
  const query = sessionsWithJoins()
    .leftJoin('session_registrations as vr', (join) => {
      join.on('vr.session_id', '=', 'tutoring_sessions.id').andOnVal('vr.user_id', '=', userId).andOnNull('vr.deleted_at')
    })
    .leftJoin('session_hosts as vh', (join) => {
      join
        .on('vh.session_id', '=', 'tutoring_sessions.id')
        .andOnVal('vh.user_id', '=', userId)
        .andOnNull('vh.deleted_at')
        .andOnNotNull('vh.approved_at')
    })
    // The person's sessions come from their own rows (an index on user_id), never from a walk
    // over every session; the joins above only tell which role they have.
    .whereIn('tutoring_sessions.id', (own) =>
      own
        .from('session_registrations')
        .where('user_id', userId)
        .whereNull('deleted_at')
        .select('session_id')
        .union((hosted) =>
          hosted.from('session_hosts').where('user_id', userId).whereNull('deleted_at').whereNotNull('approved_at').select('session_id')
        )
    )
    .where((sub) => sub.whereNotNull('vr.id').orWhereNotNull('vh.id'))
    .select([...CARD_COLUMNS, 'vr.id as viewer_registration_id', 'vh.role as host_role'])
  if (show === 'upcoming') {
    whereUpcomingOrCanceledAhead(query, now)
    query.orderBy('tutoring_sessions.start_date', 'asc')
  } else {
    wherePast(query, now)
    query.orderBy('tutoring_sessions.start_date', 'desc')
  }
  return query.orderBy('tutoring_sessions.id', 'asc')
}

function itemFromRow(row: Record<string, any>, now: DateTime): ScheduleItem {
  const card = cardFromRow(row, now)
  const role = row.host_role === 'main' ? 'main' : row.host_role ? 'co-host' : 'learner'
  return { ...card, role, canceled: card.state === 'canceled' }
}

export async function scheduleFor(
  userId: number,
  show: ScheduleShow,
  pageNumber = 1,
  perPage = SCHEDULE_PER_PAGE,
  now: DateTime = DateTime.utc()
): Promise<Page<ScheduleItem>> {
  const size = Math.min(Math.max(1, Math.floor(perPage)), MAX_PER_PAGE)
  const result = await scheduleQuery(userId, show, now).paginate(Math.max(1, Math.floor(pageNumber)), size)
  return {
    data: result.all().map((row: any) => itemFromRow(row, now)),
    meta: { total: result.total, currentPage: result.currentPage, lastPage: Math.max(1, result.lastPage), perPage: size },
  }
}

/** The next sessions of a person (learner or host), soonest first: one query. */
export async function upcomingSessionsFor(userId: number, options: { limit?: number } = {}): Promise<ScheduleItem[]> {
  const now = DateTime.utc()
  const rows = await scheduleQuery(userId, 'upcoming', now).limit(Math.min(options.limit ?? 20, MAX_PER_PAGE))
  return rows.map((row: any) => itemFromRow(row, now))
}

/** A person's past sessions, most recent first: one query. */
export async function pastSessionsFor(userId: number, options: { limit?: number } = {}): Promise<ScheduleItem[]> {
  const now = DateTime.utc()
  const rows = await scheduleQuery(userId, 'past', now).limit(Math.min(options.limit ?? 20, MAX_PER_PAGE))
  return rows.map((row: any) => itemFromRow(row, now))
}
