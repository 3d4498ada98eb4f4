/* The isomorphic surface of recognition: the Points table and its formulas, the ledger's event types. */
export {
  POINTS,
  DETAILED_NOTE_MIN_CHARS,
  isDetailedNote,
  postFeedbackPoints,
  sessionFeedbackGivenPoints,
  sessionHostedPoints,
  sessionFeedbackReceivedPoints,
  certificationApprovedPoints,
  sessionAttendedPoints,
} from './points.js'
export { USER_EVENT_TYPES, type UserEventType } from './event_types.js'
export { LEVELS, levelOf, nextLevelOf, type Level, type LevelKey } from './levels.js'
export {
  ACHIEVEMENT_TRACKS,
  BADGES,
  BADGE_KEYS,
  badgeLabel,
  trackProgress,
  type AchievementTrackKey,
  type TrackProgress,
  type BadgeKey,
} from './achievements.js'
export {
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_DAYS,
  COOKIE_VALUE_MAX_BYTES,
  COOKIE_VALUE_TOO_LONG,
  referralCookieValue,
} from './referrals.js'
