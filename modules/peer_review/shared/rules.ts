import { DateTime } from 'luxon'

/*
 * The rules of peer review of sessions (issue 12 §3), pure so they are unit-tested with the
 * spec's cases: spec 000 §6.4 (auditor levels, rubric sections), spec 001 §4.3 (which sessions
 * need an audit), §4.5 (needs review, poor rating), §5.4 (who may audit), spec 002 §9 (constants).
 */

/** spec 002 §9 "Coach audit system launched 2023-08-01": no earlier session is audited. */
export const PEER_REVIEW_LAUNCH = DateTime.fromISO('2023-08-01T00:00:00Z', { zone: 'utc' })
/** spec 002 §9 recording expiry: a recording is kept 30 days, and so is the audit window. */
export const RECORDING_EXPIRY_DAYS = 30

export const AUDITOR_LEVELS = ['flagged', 'novice', 'beginner', 'intermediate', 'advanced'] as const
export type AuditorLevel = (typeof AUDITOR_LEVELS)[number]
/** What an audit records as its level: the auditor's, or `staff` for a mentor or policy admin. */
export type AuditLevel = AuditorLevel | 'staff'

/** spec 002 §9 "Audit review thresholds by level: Advanced 30, Intermediate 15, Beginner 3, Novice 1, else 0". */
export const AUDIT_REVIEW_THRESHOLDS: Record<AuditorLevel, number> = { advanced: 30, intermediate: 15, beginner: 3, novice: 1, flagged: 0 }

export const AUDITOR_LEVEL_LABELS: Record<AuditorLevel, string> = {
  flagged: 'Flagged',
  novice: 'Novice',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
}

export function isAuditorLevel(value: unknown): value is AuditorLevel {
  return typeof value === 'string' && (AUDITOR_LEVELS as readonly string[]).includes(value)
}

const rank = (level: AuditorLevel) => AUDITOR_LEVELS.indexOf(level)

/** The level earned by `acceptedAudits` reviews (verified, or accepted without review): the highest threshold reached; everyone starts as novice. */
export function levelFromCount(acceptedAudits: number): AuditorLevel {
  for (const level of ['advanced', 'intermediate', 'beginner'] as const) if (acceptedAudits >= AUDIT_REVIEW_THRESHOLDS[level]) return level
  return 'novice'
}

/**
 * An auditor's level: a mentor's latest note may set one (spec 001 §3.5 auditor_note
 * new_auditor_level). Flagged holds until a mentor sets another level; otherwise the higher of the
 * mentor's level and the level earned by count.
 */
export function auditorLevelOf(input: { acceptedAudits: number; mentorLevel: AuditorLevel | null }): AuditorLevel {
  if (input.mentorLevel === 'flagged') return 'flagged'
  const earned = levelFromCount(input.acceptedAudits)
  return input.mentorLevel && rank(input.mentorLevel) > rank(earned) ? input.mentorLevel : earned
}

/** Reviews still to write before the next level (null at advanced or flagged). */
export function reviewsToNextLevel(level: AuditorLevel, acceptedAudits: number): number | null {
  const next = { novice: 'beginner', beginner: 'intermediate', intermediate: 'advanced' } as const
  if (level === 'flagged' || level === 'advanced') return null
  return Math.max(0, AUDIT_REVIEW_THRESHOLDS[next[level]] - acceptedAudits)
}

/** spec 001 §4.5 "An audit needs review when level is novice or beginner or when unverified" (the auditor not yet verified by a mentor). */
export function auditNeedsReview(input: { level: AuditLevel; auditorVerified: boolean }): boolean {
  if (input.level === 'staff') return false
  return input.level === 'novice' || input.level === 'beginner' || input.level === 'flagged' || !input.auditorVerified
}

/** An experienced audit is one by an intermediate or advanced auditor, or by staff. */
export const isExperiencedLevel = (level: AuditLevel) => level === 'intermediate' || level === 'advanced' || level === 'staff'

/** The overall rating an auditor gives (spec 001 §3.5 tutor_audit.rating; §4.5 names novice and flag). */
export const AUDIT_RATINGS = ['flag', 'novice', 'developing', 'proficient', 'exemplary'] as const
export type AuditRating = (typeof AUDIT_RATINGS)[number]
export const AUDIT_RATING_LABELS: Record<AuditRating, string> = {
  flag: 'Flag: a coach should step in',
  novice: 'Novice',
  developing: 'Developing',
  proficient: 'Proficient',
  exemplary: 'Exemplary',
}

/** spec 001 §4.5 "(newer rubric) a no on respect-1, mastery-1, active-1, active-2 or active-3". */
export const POOR_ANSWER_SLUGS = ['respect-1', 'mastery-1', 'active-1', 'active-2', 'active-3'] as const

/** spec 001 §4.5: a poor audit rating is novice or flag, or a no on one of the core questions. */
export function isPoorAudit(rating: string, answers: Record<string, unknown>): boolean {
  return rating === 'novice' || rating === 'flag' || POOR_ANSWER_SLUGS.some((slug) => answers[slug] === 'no')
}

/* ---------- Which sessions need an audit (spec 001 §4.3) ---------- */

export type SessionAuditFacts = {
  startedAt: DateTime
  endedAt: DateTime
  canceled: boolean
  /** An instant live help session: never audited (spec 001 §5.3, "topic is not the live-help topic"). */
  liveHelp?: boolean
  /** Recordings not yet expired. */
  liveRecordings: number
  learners: number
  hasSafetyReport: boolean
  hasMentorTag: boolean
  /** Levels of the audits already written for the session. */
  auditLevels: AuditLevel[]
}

/**
 * The base rule: a session that took place after the launch, ended within the recording window,
 * has a recording still playable, had at least one learner and no safety report.
 */
export function isAuditable(facts: SessionAuditFacts, now: DateTime): boolean {
  if (facts.canceled || facts.liveHelp) return false
  if (facts.startedAt < PEER_REVIEW_LAUNCH) return false
  if (facts.endedAt > now) return false
  if (facts.endedAt < now.minus({ days: RECORDING_EXPIRY_DAYS })) return false
  return facts.liveRecordings > 0 && facts.learners > 0 && !facts.hasSafetyReport
}

/** spec 001 §4.3 experienced audit needed: auditable, a mentor tag, no experienced audit yet. */
export function experiencedAuditNeeded(facts: SessionAuditFacts, now: DateTime): boolean {
  return isAuditable(facts, now) && facts.hasMentorTag && !facts.auditLevels.some(isExperiencedLevel)
}

/** The wider rule novice auditors use: auditable and not audited by anyone yet. */
export function peerAuditNeeded(facts: SessionAuditFacts, now: DateTime): boolean {
  return isAuditable(facts, now) && facts.auditLevels.length === 0
}

/** Whether a session belongs in the queue of an auditor at `level` (staff audit like experienced auditors). */
export function needsAuditFrom(level: AuditLevel, facts: SessionAuditFacts, now: DateTime): boolean {
  if (level === 'flagged') return false
  if (isExperiencedLevel(level)) return experiencedAuditNeeded(facts, now) || peerAuditNeeded(facts, now)
  return peerAuditNeeded(facts, now)
}

/* ---------- Who may audit a session (spec 000 §6.4, spec 001 §5.4) ---------- */

export type AuditorFacts = {
  level: AuditLevel
  /** Certified for the session's topic (or it is an open challenge topic), or staff. */
  hasRelevantTag: boolean
  canViewSession: boolean
  hostsSession: boolean
  hasAudited: boolean
  /** Hosts an upcoming session of the same series (or of this session, as a pending co-host). */
  hostsFutureSession: boolean
}

export const AUDIT_REFUSALS = {
  flagged: 'Your peer reviews are paused. A mentor will be in touch.',
  notRelevant: 'You can review sessions only in topics you are certified in.',
  cannotView: 'Not found',
  hosts: 'You cannot review a session you host.',
  audited: 'You have already reviewed this session.',
  hostsFuture: 'You cannot review a session of a series you are hosting.',
} as const
export type AuditRefusal = keyof typeof AUDIT_REFUSALS

/** null when the auditor may audit the session, else why not (in the spec's order). */
export function auditRefusal(facts: AuditorFacts): AuditRefusal | null {
  if (!facts.canViewSession) return 'cannotView'
  if (facts.level === 'flagged') return 'flagged'
  if (!facts.hasRelevantTag) return 'notRelevant'
  if (facts.hostsSession) return 'hosts'
  if (facts.hasAudited) return 'audited'
  if (facts.hostsFutureSession) return 'hostsFuture'
  return null
}

/* ---------- Rubric sections by auditor level and role (spec 000 §6.4) ---------- */

/** The peer-review rubric's own section for a tutor's first two sessions. */
export const FIRST_SESSIONS_SECTION = 'first-two-sessions'
/** A host's first sessions get the section (spec 000 §6.4 "the first-two-sessions section"). */
export const FIRST_SESSIONS_COUNT = 2

/**
 * Which sections an auditor gets: admin mentors and policy admins all; flagged auditors none;
 * beginners all but the first-two-sessions section; other levels all. The first-two-sessions
 * section only applies when the session is one of its host's first two.
 */
export function rubricSectionsFor(input: { level: AuditLevel; isAdminMentorOrPolicy: boolean; sections: readonly string[]; hostsFirstSessions: boolean }): string[] {
  const applicable = input.sections.filter((key) => key !== FIRST_SESSIONS_SECTION || input.hostsFirstSessions)
  if (input.isAdminMentorOrPolicy) return [...applicable]
  if (input.level === 'flagged') return []
  if (input.level === 'beginner') return applicable.filter((key) => key !== FIRST_SESSIONS_SECTION)
  return [...applicable]
}

/** Reply to an audit: the tutor rates how helpful it was, 1 to 5. */
export const REPLY_RATINGS = [1, 2, 3, 4, 5] as const

/* ---------- Mentor status on a session (spec 001 §4.3) ---------- */

export const MENTOR_STATUSES = ['None', 'NeedsMentor', 'InProgress', 'Resolved'] as const
export type MentorStatus = (typeof MENTOR_STATUSES)[number]
export type MentorAction = { status: MentorStatus; userId: number | null; at: DateTime; comment?: string | null }

/**
 * The log's last entry gives the current status and responsible user; an empty log gives
 * neither. Claim time is the first InProgress action, resolve time the first Resolved one.
 */
export function mentorStatusOf(log: MentorAction[]): { status: MentorStatus; responsibleUserId: number | null; claimedAt: DateTime | null; resolvedAt: DateTime | null } {
  const last = log.at(-1)
  return {
    status: last?.status ?? 'None',
    responsibleUserId: last?.userId ?? null,
    claimedAt: log.find((action) => action.status === 'InProgress')?.at ?? null,
    resolvedAt: log.find((action) => action.status === 'Resolved')?.at ?? null,
  }
}

/** spec 001 §4.3: a mentor tag, a status of NeedsMentor, InProgress or Resolved, and started after the peer-review launch. */
export function needsMentor(input: { hasMentorTag: boolean; status: MentorStatus; startedAt: DateTime }): boolean {
  return input.hasMentorTag && input.status !== 'None' && input.startedAt > PEER_REVIEW_LAUNCH
}

/** Which mentor actions may follow a status: claim what needs a mentor (or take over), resolve what is open. */
export function mentorMoveAllowed(from: MentorStatus, to: 'InProgress' | 'Resolved'): boolean {
  if (to === 'InProgress') return from === 'NeedsMentor' || from === 'InProgress'
  return from === 'NeedsMentor' || from === 'InProgress'
}

/* ---------- Calibration (issue 12 §3 ★) ---------- */

/** Below this agreement with gold standards, after enough gold reviews, a mentor should look at the auditor's level. */
export const CALIBRATION_MIN_AGREEMENT = 0.7
export const CALIBRATION_MIN_REVIEWS = 3

/**
 * Agreement of an auditor's answers with gold-standard reference answers: the share of
 * questions answered the same, overall and by rubric section. Only choice answers (yes/no,
 * levels) are compared, and only questions both answered; free text is not.
 */
export function calibrationAgreement(
  pairs: { answers: Record<string, unknown>; reference: Record<string, unknown> }[],
  sectionOf: (slug: string) => string | null
): { compared: number; overall: number | null; bySection: Record<string, number> } {
  const totals = new Map<string, { same: number; all: number }>()
  let same = 0
  let all = 0
  for (const { answers, reference } of pairs) {
    for (const [slug, expected] of Object.entries(reference)) {
      const given = answers[slug]
      const comparable = (value: unknown) => value === 'yes' || value === 'no' || (typeof value === 'string' && /^level-\d$/.test(value))
      if (!comparable(expected) || !comparable(given)) continue
      const section = sectionOf(slug)
      if (!section) continue
      const entry = totals.get(section) ?? { same: 0, all: 0 }
      entry.all++
      all++
      if (given === expected) {
        entry.same++
        same++
      }
      totals.set(section, entry)
    }
  }
  return {
    compared: pairs.length,
    overall: all === 0 ? null : same / all,
    bySection: Object.fromEntries([...totals].map(([key, value]) => [key, value.same / value.all])),
  }
}

/** Whether a mentor should review the auditor's level from their calibration. */
export function calibrationConcern(result: { compared: number; overall: number | null }): boolean {
  return result.compared >= CALIBRATION_MIN_REVIEWS && result.overall !== null && result.overall < CALIBRATION_MIN_AGREEMENT
}

/* ---------- Admin Tutors page ---------- */

/** A rating on a 1–5 scale (flag 1 … exemplary 5), for averages; unknown ratings count as none. */
export function ratingScore(rating: string): number | null {
  const index = AUDIT_RATINGS.indexOf(rating as AuditRating)
  return index === -1 ? null : index + 1
}

/**
 * One mentor status for a tutor, from the current statuses of their sessions: the most urgent
 * one (NeedsMentor, then InProgress, then Resolved), None without any.
 */
export function tutorMentorStatus(statuses: MentorStatus[]): MentorStatus {
  for (const status of ['NeedsMentor', 'InProgress', 'Resolved'] as const) if (statuses.includes(status)) return status
  return 'None'
}

/* ---------- Blind double review (issue 12 §3 ★) ---------- */

/** One peer audit in this many, by id, is sampled for a blind second review. */
export const DOUBLE_REVIEW_EVERY = 10

/**
 * Whether a newly written audit starts a blind double review: its id is a multiple of
 * DOUBLE_REVIEW_EVERY, it is a peer's (not staff), it is the session's first audit, and the session
 * is not a gold standard (calibration already compares those), and it did not send the session to
 * a mentor (a poor or escalated review asks for an experienced review instead).
 */
export function startsDoubleReview(input: { auditId: number; level: AuditLevel; firstAuditOfSession: boolean; goldSession: boolean; sentToMentor: boolean }): boolean {
  return input.auditId % DOUBLE_REVIEW_EVERY === 0 && input.level !== 'staff' && input.firstAuditOfSession && !input.goldSession && !input.sentToMentor
}

/** Whether an audit is the blind second one of an open double review: by another peer. */
export function completesDoubleReview(input: { open: boolean; firstAuditorId: number; auditorId: number; level: AuditLevel }): boolean {
  return input.open && input.firstAuditorId !== input.auditorId && input.level !== 'staff'
}

/* ---------- Featured audits ---------- */

/**
 * Whether a comment names one of the given people: any word of 3+ letters of their name or their
 * username, as a whole word, ignoring case. A featured example must name no learner.
 */
export function namesAnyone(comment: string, people: { name: string; username: string }[]): boolean {
  const words = new Set(comment.toLowerCase().split(/[^\p{L}\p{N}_]+/u))
  return people.some((person) => [...person.name.toLowerCase().split(/[^\p{L}\p{N}_]+/u), person.username.toLowerCase()].some((word) => word.length >= 3 && words.has(word)))
}

/* ---------- Session tags (spec 001 §3.3 session_tag) ---------- */

export const SESSION_TAGS = ['auditor', 'mentor', 'manual'] as const
export type SessionTag = (typeof SESSION_TAGS)[number]

/**
 * Decisions (the spec names the tags only): `mentor` is set by a poor or escalated review and opens
 * the mentor log, so staff do not set or clear it by hand; `auditor` is staff asking for an
 * experienced auditor's review (the session enters the experienced queue as a mentor tag does,
 * without a mentor); `manual` is a staff marker with a note, for the staff who follow the session.
 */
export const STAFF_SESSION_TAGS = ['auditor', 'manual'] as const satisfies readonly SessionTag[]
export type StaffSessionTag = (typeof STAFF_SESSION_TAGS)[number]
export const EXPERIENCED_AUDIT_TAGS = ['mentor', 'auditor'] as const satisfies readonly SessionTag[]

export const SESSION_TAG_LABELS: Record<SessionTag, { label: string; description: string }> = {
  auditor: { label: 'Auditor', description: 'Staff asked for a review by an experienced reviewer.' },
  mentor: { label: 'Mentor', description: 'A poor or escalated review sent this session to a mentor.' },
  manual: { label: 'Manual', description: 'A staff marker, with a note.' },
}

export function isStaffSessionTag(tag: string): tag is StaffSessionTag {
  return (STAFF_SESSION_TAGS as readonly string[]).includes(tag)
}

/* ---------- Recordings per room ---------- */

export const MAIN_ROOM_LABEL = 'Main room'

/**
 * A session's recordings grouped by room for the audit page: the main room (no breakout title)
 * first, then each breakout room in the order its first recording was added; recordings keep their
 * order within a room. Titles are compared after trimming, ignoring case.
 */
export function recordingsByRoom<R extends { breakoutTitle: string | null }>(recordings: R[]): { room: string | null; recordings: R[] }[] {
  const groups = new Map<string, { room: string | null; recordings: R[] }>()
  const main = { room: null as string | null, recordings: [] as R[] }
  for (const recording of recordings) {
    const title = recording.breakoutTitle?.trim() || null
    if (title === null) {
      main.recordings.push(recording)
      continue
    }
    const key = title.toLowerCase()
    const group = groups.get(key) ?? { room: title, recordings: [] }
    group.recordings.push(recording)
    groups.set(key, group)
  }
  return [...(main.recordings.length > 0 ? [main] : []), ...groups.values()]
}
