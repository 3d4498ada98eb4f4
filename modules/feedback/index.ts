/* The server surface of feedback: which feedback a learner owes (prompt 6) and the feedback models. */
// Loaded in every process: the notification kind exists for the bell and /settings/notifications.
import './notification_kinds.js'
export { pendingFeedbackOf, type PendingFeedback } from './queries/pending_feedback.js'
export { default as SessionFeedback } from './models/session_feedback.js'
export { default as LearnerFeedback } from './models/learner_feedback.js'
