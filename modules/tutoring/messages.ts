/** What a tutoring action answers: done, or refused with one of the texts below. */
export type Outcome = { ok: true } | { ok: false; reason: string }

/*
 * User-facing refusal texts of the tutoring actions (the spec gives none for these; decisions).
 * Actions return them as `reason`, so callers in other contexts can show them as they are.
 */
export const REGISTRATION_MESSAGES = {
  notFound: 'This session does not exist.',
  canceled: 'This session was canceled.',
  closed: 'Registration for this session is closed: it has already started.',
  full: 'This session is full.',
  alreadyRegistered: 'You are already registered for this session.',
  isHost: 'You are hosting this session.',
  account: 'Your account cannot register for sessions right now.',
  notRegistered: 'You are not registered for this session.',
  unregisterClosed: 'This session has already started; you can no longer unregister.',
  removed: 'A host removed you from this session.',
} as const

export const SESSION_MESSAGES = {
  notHost: 'Only the primary host can change this session.',
  backgroundCheckNeeded: 'Your background check must be cleared before you can host sessions with learners under 18.',
  notEditable: 'This session can no longer be changed.',
  capacityBelowRegistrations: (n: number) => `There are already ${n} registrations; the maximum cannot be lower.`,
  startInPast: 'The start must be in the future.',
  endBeforeStart: 'The end must be after the start.',
  tooShort: (min: number) => `A session lasts at least ${min} minutes.`,
  tooLong: (max: number) => `A session lasts at most ${max / 60} hours.`,
  tooFar: 'Sessions can be scheduled at most a year ahead.',
  invalidDate: 'Enter a valid date and time.',
  cannotTutorTopic: 'You can only host sessions on topics you can tutor.',
  worldNotFound: 'Choose a world you can see.',
  topicNotFound: 'Choose a topic.',
  topicNotInWorld: "This topic is not part of the world's course.",
  alreadyCanceled: 'This session is already canceled.',
} as const

export const HOST_MESSAGES = {
  cohostsNotAllowed: 'This session does not take co-hosts.',
  alreadyHost: 'You are already a host of this session (or your request is waiting).',
  removedBefore: 'The primary host removed you from this session.',
  registeredAsLearner: 'You are registered as a learner; unregister first to co-host.',
  notTutor: 'Only tutors can co-host sessions.',
  onlyMainHostRemoves: 'Only the primary host can remove co-hosts.',
  cannotRemoveSelf: 'The primary host cannot remove themselves.',
  onlyMainHostApproves: 'Only the primary host can approve co-hosts.',
  hostNotFound: 'This host is not part of the session.',
  notEditable: 'This session can no longer be changed.',
} as const

/* Attendance and learner removal (issue 11 §1; the spec gives no texts for these: decisions). */
export const ATTENDANCE_MESSAGES = {
  notFound: 'This session does not exist.',
  canceled: 'This session was canceled.',
  'not-started': 'You can confirm attendance once the session has started.',
  closed: 'Attendance can be confirmed until 7 days after the session.',
  rosterChanged: 'The list of registrants changed. Reload the page and confirm again.',
  reasonRequired: 'Give a reason for the excused absence.',
  notHost: 'Only the hosts of this session can confirm attendance.',
  noShowSuspension: (limit: number, days: number) => `You missed ${limit} sessions you registered for within ${days} days.`,
} as const

export const REMOVAL_MESSAGES = {
  notHost: 'Only the hosts of this session can remove learners.',
  notRegistered: 'This person is not registered for this session.',
  closed: 'Learners can no longer be removed from this session.',
  reasonRequired: 'Give a reason for removing this learner.',
} as const

/* Study spaces (issue 18 §3): drop-in rooms; the spec gives no texts (decisions, but "full" is the brief's). */
export const DROP_IN_MESSAGES = {
  full: 'This study space is full.',
  notStudySpace: 'This session is not a study space.',
  canceled: 'This study space was canceled.',
  ended: 'This study space has ended.',
  notOpenYet: 'This study space opens 10 minutes before it starts.',
  registerAhead: 'Study spaces take no registration ahead: join while it is open.',
} as const
