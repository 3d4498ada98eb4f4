import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { isAutoApprovable } from '../shared/index.js'
import VolunteerActivity from '../models/volunteer_activity.js'

/**
 * A host's preparation for a session (host-session-prep), recorded by whoever records the prep.
 * Approved at once when spec 001 §4.1 says it is auto-approvable (≤ 2700 s, a session of the SAT
 * bootcamp world). One per host and session: a second call answers the first activity.
 */
export async function recordSessionPrep(
  input: { userId: number; sessionId: number; durationSeconds: number; description: string },
  { client }: { client: TransactionClientContract }
) {
  const existing = await VolunteerActivity.query({ client }).where({ type: 'host-session-prep', userId: input.userId, sessionId: input.sessionId }).first()
  if (existing) return existing
  const session = await client
    .from('tutoring_sessions')
    .leftJoin('worlds', 'worlds.id', 'tutoring_sessions.world_id')
    .where('tutoring_sessions.id', input.sessionId)
    .select('tutoring_sessions.start_date', 'worlds.slug')
    .first()
  const now = DateTime.utc()
  const activity = new VolunteerActivity().merge({
    type: 'host-session-prep',
    userId: input.userId,
    sessionId: input.sessionId,
    date: now.startOf('day'),
    durationSeconds: input.durationSeconds,
    description: input.description,
    links: [`/session/${input.sessionId}`],
    approvedAt: null,
    requestedChangesAt: null,
    lastSubmittedAt: now,
  })
  const auto = isAutoApprovable({ ...activity, approvedAt: null, requestedChangesAt: null, lastSubmittedAt: now.toMillis(), sessionWorldSlug: session?.slug ?? null })
  if (auto) activity.approvedAt = now
  activity.useTransaction(client)
  await activity.save()
  return activity
}

/** The same outside a transaction (tests, scripts). */
export function recordSessionPrepNow(input: Parameters<typeof recordSessionPrep>[0]) {
  return db.transaction((trx) => recordSessionPrep(input, { client: trx }))
}
