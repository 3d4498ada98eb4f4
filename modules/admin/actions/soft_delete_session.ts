import { changeSessionOnce } from './change_session_once.js'

/**
 * Soft-deletes a session, recording who did it (spec 001 §3.3 deleted_by_user_id), with its
 * audit event; once (a guarded update). False when already deleted or missing.
 */
export function softDeleteSession(actor: { id: number }, sessionId: number) {
  return changeSessionOnce(actor, sessionId, {
    whileNull: 'deleted_at',
    set: (now) => ({ deleted_at: now, deleted_by_user_id: actor.id, updated_at: now }),
    action: 'session.deleted',
  })
}
