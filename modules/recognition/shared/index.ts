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
