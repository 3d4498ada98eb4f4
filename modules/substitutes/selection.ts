import type { DateTime } from 'luxon'

/*
 * Who is offered an unhosted session (issue 18, README "Who is offered"): a pure function over
 * candidate rows, so each exclusion, the order and the cap are unit-tested without a database.
 * The rows come from queries/candidates.ts (online tutors with their facts about this session);
 * `mayHost` is SessionPolicy.requestCohost's verdict (tutor, topic, background-check rule for
 * minors, training's session.canHost veto), asked only for rows that pass the cheap exclusions.
 */
export const OFFER_CAP = 20
/** issue 18: "a host has not opened the room 5 minutes after the start". */
export const UNHOSTED_AFTER_MINUTES = 5

export type Candidate = {
  userId: number
  lastOnlineAt: DateTime | null
  /** Has (or had) a host row on this session: its own hosts, pending co-hosts, removed co-hosts. */
  hostsThisSession: boolean
  registeredForThisSession: boolean
  suspended: boolean
  /** Hosts or is registered for another session that overlaps the rest of this one. */
  busyElsewhere: boolean
  /** SessionPolicy.requestCohost's verdict; undefined when not asked (not selected). */
  mayHost?: boolean
}

/** Online = last seen within `onlineWithinMs` of `now` (identity's ONLINE_WITHIN_MS). */
export function isOnline(candidate: Pick<Candidate, 'lastOnlineAt'>, now: DateTime, onlineWithinMs: number) {
  if (!candidate.lastOnlineAt) return false
  const age = now.toMillis() - candidate.lastOnlineAt.toMillis()
  return age >= -60_000 && age <= onlineWithinMs
}

/** The candidates that pass every exclusion but the policy, most recently online first (ties: lower id). */
export function rankCandidates(rows: readonly Candidate[], now: DateTime, onlineWithinMs: number): Candidate[] {
  return rows
    .filter((row) => isOnline(row, now, onlineWithinMs))
    .filter((row) => !row.hostsThisSession && !row.registeredForThisSession && !row.suspended && !row.busyElsewhere)
    .sort((a, b) => b.lastOnlineAt!.toMillis() - a.lastOnlineAt!.toMillis() || a.userId - b.userId)
}

/** The user ids to offer the session to: ranked, allowed by the policy, at most `cap`. */
export function selectSubstitutes(rows: readonly Candidate[], now: DateTime, { onlineWithinMs, cap = OFFER_CAP }: { onlineWithinMs: number; cap?: number }): number[] {
  return rankCandidates(rows, now, onlineWithinMs)
    .filter((row) => row.mayHost === true)
    .slice(0, Math.max(0, cap))
    .map((row) => row.userId)
}
