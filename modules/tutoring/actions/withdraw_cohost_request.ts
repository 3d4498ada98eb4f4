import SessionHost from '../models/session_host.js'
import { HOST_MESSAGES, type Outcome } from '../messages.js'

/** A co-host withdraws their own request before the primary host answers it (SessionPolicy.withdrawAsHost). */
export async function withdrawCohostRequest(sessionId: number, userId: number): Promise<Outcome> {
  const host = await SessionHost.query()
    .where('session_id', sessionId)
    .where('user_id', userId)
    .where('role', 'co-host')
    .whereNull('approved_at')
    .first()
  if (!host) return { ok: false, reason: HOST_MESSAGES.hostNotFound }
  host.deletedSource = 'self'
  await host.softDelete()
  return { ok: true }
}
