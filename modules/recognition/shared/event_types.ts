/*
 * Ledger event types (user_event.event_type, spec 001 §3.1: "include session_hosted,
 * session_attended, learner_account_deleted"), one per row of spec 002's Points table.
 */
export const USER_EVENT_TYPES = [
  'welcome',
  'referred_user',
  'referred_by_user',
  'tutor_training_completed',
  'certification_reviewed',
  'session_audited',
  'safety_audit',
  'learner_feedback_given',
  'learner_feedback_received',
  'audit_reply',
  'verify_peer_reviewer_level',
  'resolve_coach_escalation',
  'post_feedback_given',
  'session_feedback_given',
  'session_hosted',
  'certification_approved',
  'session_feedback_received',
  'session_attended',
  'learner_account_deleted',
] as const

export type UserEventType = (typeof USER_EVENT_TYPES)[number]
