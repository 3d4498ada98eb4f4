/*
 * Constants of the tutoring context. Where the spec gives a value it is cited; the others are
 * decisions, written down here.
 */

/** spec 002 §9: the hosts list shows 2 avatars, names cut at 25 characters, then 'and N others'. */
export const HOST_LIST_AVATARS = 2
export const HOST_NAME_MAX = 25

/** Decision (issue "Kernel" §2): registrants may open the join link from 10 minutes before start. */
export const JOIN_OPENS_MINUTES_BEFORE = 10

/** Decision: reminders go out 1 hour before the start (delayed, idempotent jobs). */
export const REMINDER_MINUTES_BEFORE = 60

/**
 * Decision: a meeting that actually started and has no recorded end is treated as still running
 * for at most this long after the scheduled end (a missed "meeting ended" signal must not keep
 * a session in progress for ever).
 */
export const MEETING_OVERRUN_LIMIT_MINUTES = 180

/** Decision: session length bounds and capacity bounds for the create/edit form. */
export const MIN_SESSION_MINUTES = 15
export const MAX_SESSION_MINUTES = 240
export const MAX_LEARNERS_LIMIT = 30
/** Decision: sessions are scheduled at most a year ahead. */
export const MAX_DAYS_AHEAD = 365

/**
 * Attendance policies (spec 001 §3.3 names the field; its values are not shown). Decision:
 * - standard: registrants may join any time until the session ends;
 * - no-late-entry: the join link closes 10 minutes after the start.
 */
export const ATTENDANCE_POLICIES = ['standard', 'no-late-entry'] as const
/**
 * A session's format (migration 0450): live help sessions ask for no feedback and get no audit
 * (spec 001 §5.3); a study space (issue 18 §3) is an open drop-in room: learners join while it is
 * live without registering ahead (registration type 'dropin', spec 001 §3.3).
 */
export const SESSION_FORMATS = ['group', 'live-help', 'study-space'] as const
export type SessionFormat = (typeof SESSION_FORMATS)[number]
export type AttendancePolicy = (typeof ATTENDANCE_POLICIES)[number]
/** spec 001 §3.3 session_registration.type: registered ahead, or dropped in to a live study space. */
export const REGISTRATION_TYPES = ['standard', 'dropin'] as const
export type RegistrationType = (typeof REGISTRATION_TYPES)[number]
export const LATE_ENTRY_MINUTES = 10

/**
 * Session languages offered by the form (ISO 639-1 codes). Stored as a JSON list on the session.
 * A short list on purpose; the identity context owns the full list of profile languages.
 */
export const SESSION_LANGUAGES: ReadonlyArray<{ code: string; label: string }> = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'de', label: 'German' },
  { code: 'hi', label: 'Hindi' },
  { code: 'bn', label: 'Bengali' },
  { code: 'ur', label: 'Urdu' },
  { code: 'ar', label: 'Arabic' },
  { code: 'zh', label: 'Chinese' },
  { code: 'ko', label: 'Korean' },
  { code: 'vi', label: 'Vietnamese' },
]
export const SESSION_LANGUAGE_CODES = SESSION_LANGUAGES.map((l) => l.code)

/** Explore and schedule lists: page size (every list paginates). */
export const EXPLORE_PER_PAGE = 12
/**
 * Decision: explore counts matching sessions up to this many rows past the current page and then
 * shows "N+" (10 more pages of 12): an exact count of every upcoming session costs a read of all
 * of them on each view, and nobody pages through thousands.
 */
export const EXPLORE_COUNT_AHEAD = 120
export const SCHEDULE_PER_PAGE = 10
export const MAX_PER_PAGE = 50

/** Calendar feed: how far back the feed reaches. */
export const CALENDAR_PAST_DAYS = 60
export const CALENDAR_MAX_EVENTS = 500
