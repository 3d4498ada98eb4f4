/*
 * Public surface of the tutoring context (sessions, hosts, registrations, calendar feeds).
 * Other contexts and programs import only from here.
 */
import { registerNavEntry } from '#kernel/navigation'
import './jobs/session_jobs.js'
import { registerTutoringNotificationKinds } from './notification_kinds.js'
import './jobs/session_sms_reminders.js'

export { default as TutoringSession } from './models/tutoring_session.js'
export { default as SessionHost } from './models/session_host.js'
export { default as SessionRegistration } from './models/session_registration.js'
export { default as CalendarFeed } from './models/calendar_feed.js'
export { default as SessionAttendee } from './models/session_attendee.js'

export { createSession, type CreateSessionInput } from './actions/create_session.js'
export { updateSession, type SessionEdit, type UpdateResult } from './actions/update_session.js'
export { cancelSession } from './actions/cancel_session.js'
export { registerForSession, type RegistrationOptions } from './actions/register_for_session.js'
export { dropInToSession, type DropInOutcome, type DropInOptions } from './actions/drop_in_to_session.js'
export { default as SessionPolicy } from './policies/session_policy.js'
export { loadSession, type LoadedSession } from './queries/session_details.js'
export { exploreSessions, type ExploreFilters } from './queries/explore.js'
export type { SessionCard, Page as SessionPage } from './queries/session_rows.js'
export { sessionViewerOf, loadSessionViewer, type SessionViewer } from './policies/session_scope.js'
export { unregisterFromSession } from './actions/unregister_from_session.js'
export { requestCohost } from './actions/request_cohost.js'
export { approveCohost } from './actions/approve_cohost.js'
export { removeHost } from './actions/remove_host.js'
export { withdrawCohostRequest } from './actions/withdraw_cohost_request.js'
export { addSubstituteHost, type SubstituteHostAdded } from './actions/add_substitute_host.js'
export { confirmAttendance, type ConfirmAttendanceInput, type LearnerMark, type HostMark } from './actions/confirm_attendance.js'
export { removeLearner, type RemoveLearnerInput } from './actions/remove_learner.js'
export { attendedCountOf, attendedCountQuery, attendanceSummariesOf, type AttendanceSummary } from './queries/attendance.js'
export {
  ATTENDANCE_CONFIRM_DAYS,
  NO_SHOW_LIMIT,
  NO_SHOW_WINDOW_DAYS,
  type AttendanceStatus,
} from './attendance_rules.js'
export { listUpcomingSessions, type UpcomingSessionFilters, type UpcomingSessionItem } from './queries/public_lists.js'
export { upcomingSessionsFor, pastSessionsFor } from './queries/schedule.js'
export type { ScheduleItem } from './queries/session_rows.js'
export { recommendedSessionsFor, type RecommendedSession } from './queries/recommended.js'
export { sessionTiesOf, type SessionTies } from './queries/session_ties.js'
export { sessionState, isUpcoming, canJoinNow, dropInOpen, joinOpensAt, type SessionState, type SessionTimes } from './session_state.js'
export { bucketsCompatible, isTutor, AGE_BUCKETS, type AgeBucket } from './buckets.js'
export { summarizeHosts, cutName, type HostSummary, type HostEntry } from './host_list.js'
export { meetingProvider, setMeetingProvider, JitsiMeetProvider, type MeetingProvider, type MeetingAttendance } from './meeting/meeting_provider.js'
export { REGISTRATION_MESSAGES, DROP_IN_MESSAGES, SESSION_MESSAGES, HOST_MESSAGES, ATTENDANCE_MESSAGES, REMOVAL_MESSAGES, type Outcome } from './messages.js'
export type { ChangelogEntry } from './changelog.js'
export {
  questionnaireForm,
  questionnaireBlocks,
  storedAnswers,
  withAnswers,
  answersEditable,
  detailsObject,
  SESSION_QUESTIONNAIRE_MESSAGES,
  type StoredAnswers,
  type EditedQuestion,
} from './questionnaire.js'
export { questionnaireValidator, questionnaireMessages } from './validators/questionnaire_validators.js'
export { MIN_SESSION_MINUTES, MAX_SESSION_MINUTES, ATTENDANCE_POLICIES, JOIN_OPENS_MINUTES_BEFORE, type SessionFormat, type RegistrationType } from './constants.js'

/* spec 000 §2.6: Learn menu (Sessions, Explore All) and the account menu. */
registerNavEntry({ menu: 'learn', label: 'Sessions', href: '/explore', subtitle: 'Live small-group sessions', audience: 'everyone', order: 10 })
registerNavEntry({ menu: 'learn', label: 'Explore All', href: '/explore/all', audience: 'everyone', order: 90 })
registerNavEntry({ menu: 'account', label: 'My schedule', href: '/schedule', audience: 'member', order: 15 })

registerTutoringNotificationKinds()
