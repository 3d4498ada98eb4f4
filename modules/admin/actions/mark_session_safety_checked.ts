import { changeSessionOnce } from './change_session_once.js'

/**
 * Marks a session safety-checked (spec 001 §3.3 safety_check_at, safety_check_by_user_id), with
 * its audit event; once (a guarded update): two staff marking it at once record one check, the
 * first's. False when it was already checked. The session's updated_at stays: nothing about it
 * changed for the people in it.
 */
export function markSessionSafetyChecked(actor: { id: number }, sessionId: number) {
  return changeSessionOnce(actor, sessionId, {
    whileNull: 'safety_check_at',
    set: (now) => ({ safety_check_at: now, safety_check_by_user_id: actor.id }),
    action: 'session.safety_checked',
  })
}
