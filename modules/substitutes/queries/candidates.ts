import type { DateTime } from 'luxon'
import { ONLINE_WITHIN_MS, onlineTutors } from '#modules/identity/index'
import { sessionTiesOf, type TutoringSession } from '#modules/tutoring/index'
import type { Candidate } from '../selection.js'

/** Rows read per session before the policy is asked (the most recently online first). */
const CANDIDATE_ROWS = 200

/*
 * Online tutors (identity: a live `tutor` role, last_online_at within ONLINE_WITHIN_MS, and
 * whether they are suspended), then tutoring's facts about them and this session: whether they
 * host it or are registered for it, and whether they are busy elsewhere in what is left of it
 * (now → its end). Two statements.
 */
export async function candidatesFor(session: TutoringSession, now: DateTime): Promise<Candidate[]> {
  const tutors = await onlineTutors(now, { withinMs: ONLINE_WITHIN_MS, limit: CANDIDATE_ROWS })
  const ties = await sessionTiesOf(
    session.id,
    tutors.map((tutor) => tutor.userId),
    { from: now, until: session.endDate }
  )
  return tutors.map((tutor) => {
    const tie = ties.get(tutor.userId)
    return {
      userId: tutor.userId,
      lastOnlineAt: tutor.lastOnlineAt,
      hostsThisSession: tie?.hostsThisSession ?? false,
      registeredForThisSession: tie?.registeredForThisSession ?? false,
      suspended: tutor.suspended,
      busyElsewhere: tie?.busyElsewhere ?? false,
    }
  })
}
