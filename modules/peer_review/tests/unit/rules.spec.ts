import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  AUDIT_REVIEW_THRESHOLDS,
  FIRST_SESSIONS_SECTION,
  PEER_REVIEW_LAUNCH,
  RECORDING_EXPIRY_DAYS,
  auditNeedsReview,
  auditRefusal,
  auditorLevelOf,
  calibrationAgreement,
  calibrationConcern,
  completesDoubleReview,
  DOUBLE_REVIEW_EVERY,
  ratingScore,
  startsDoubleReview,
  tutorMentorStatus,
  namesAnyone,
  experiencedAuditNeeded,
  isAuditable,
  isPoorAudit,
  mentorMoveAllowed,
  mentorStatusOf,
  needsMentor,
  levelFromCount,
  needsAuditFrom,
  peerAuditNeeded,
  reviewsToNextLevel,
  rubricSectionsFor,
  type AuditorFacts,
  type SessionAuditFacts,
} from '../../shared/index.js'
import { auditForm, commentLabel, rubricSectionKeys, sectionOfSlug } from '../../rubric.js'

const NOW = DateTime.fromISO('2026-06-15T12:00:00Z', { zone: 'utc' })

const session = (over: Partial<SessionAuditFacts> = {}): SessionAuditFacts => ({
  startedAt: NOW.minus({ days: 2, hours: 1 }),
  endedAt: NOW.minus({ days: 2 }),
  canceled: false,
  liveRecordings: 1,
  learners: 2,
  hasSafetyReport: false,
  hasMentorTag: false,
  auditLevels: [],
  ...over,
})

const auditor = (over: Partial<AuditorFacts> = {}): AuditorFacts => ({
  level: 'beginner',
  hasRelevantTag: true,
  canViewSession: true,
  hostsSession: false,
  hasAudited: false,
  hostsFutureSession: false,
  ...over,
})

test.group('Peer review: constants (spec 002 §9)', () => {
  test('thresholds Advanced 30, Intermediate 15, Beginner 3, Novice 1, else 0; launch 2023-08-01; recordings 30 days', ({ assert }) => {
    assert.deepEqual(AUDIT_REVIEW_THRESHOLDS, { advanced: 30, intermediate: 15, beginner: 3, novice: 1, flagged: 0 })
    assert.equal(PEER_REVIEW_LAUNCH.toISODate(), '2023-08-01')
    assert.equal(RECORDING_EXPIRY_DAYS, 30)
  })
})

test.group('Peer review: auditor levels (spec 000 §6.4, spec 001 §4.5)', () => {
  test('the level follows accepted reviews at the thresholds', ({ assert }) => {
    assert.equal(levelFromCount(0), 'novice')
    assert.equal(levelFromCount(1), 'novice')
    assert.equal(levelFromCount(2), 'novice')
    assert.equal(levelFromCount(3), 'beginner')
    assert.equal(levelFromCount(14), 'beginner')
    assert.equal(levelFromCount(15), 'intermediate')
    assert.equal(levelFromCount(29), 'intermediate')
    assert.equal(levelFromCount(30), 'advanced')
  })

  test('a mentor may raise a level or flag; flagged holds whatever the count', ({ assert }) => {
    assert.equal(auditorLevelOf({ acceptedAudits: 40, mentorLevel: 'flagged' }), 'flagged')
    assert.equal(auditorLevelOf({ acceptedAudits: 0, mentorLevel: 'intermediate' }), 'intermediate')
    assert.equal(auditorLevelOf({ acceptedAudits: 16, mentorLevel: 'beginner' }), 'intermediate')
    assert.equal(auditorLevelOf({ acceptedAudits: 4, mentorLevel: null }), 'beginner')
  })

  test('reviews to the next level', ({ assert }) => {
    assert.equal(reviewsToNextLevel('novice', 1), 2)
    assert.equal(reviewsToNextLevel('beginner', 10), 5)
    assert.equal(reviewsToNextLevel('intermediate', 20), 10)
    assert.isNull(reviewsToNextLevel('advanced', 31))
    assert.isNull(reviewsToNextLevel('flagged', 3))
  })

  test('an audit needs review when the level is novice or beginner or the auditor is unverified', ({ assert }) => {
    assert.isTrue(auditNeedsReview({ level: 'novice', auditorVerified: true }))
    assert.isTrue(auditNeedsReview({ level: 'beginner', auditorVerified: true }))
    assert.isTrue(auditNeedsReview({ level: 'intermediate', auditorVerified: false }))
    assert.isFalse(auditNeedsReview({ level: 'intermediate', auditorVerified: true }))
    assert.isFalse(auditNeedsReview({ level: 'advanced', auditorVerified: true }))
    assert.isFalse(auditNeedsReview({ level: 'staff', auditorVerified: false }))
  })

  test('a poor rating is novice or flag, or a no on respect-1, mastery-1, active-1, active-2 or active-3', ({ assert }) => {
    assert.isTrue(isPoorAudit('novice', {}))
    assert.isTrue(isPoorAudit('flag', {}))
    for (const slug of ['respect-1', 'mastery-1', 'active-1', 'active-2', 'active-3']) assert.isTrue(isPoorAudit('proficient', { [slug]: 'no' }), slug)
    assert.isFalse(isPoorAudit('proficient', { 'respect-1': 'yes', 'safety-1': 'no' }))
    assert.isFalse(isPoorAudit('developing', {}))
  })
})

test.group('Peer review: which sessions need an audit (spec 001 §4.3)', () => {
  test('auditable: after the launch, ended within 30 days, a live recording, a learner, no safety report', ({ assert }) => {
    assert.isTrue(isAuditable(session(), NOW))
    assert.isFalse(isAuditable(session({ liveRecordings: 0 }), NOW), 'no recording')
    assert.isFalse(isAuditable(session({ learners: 0 }), NOW), 'no learner')
    assert.isFalse(isAuditable(session({ hasSafetyReport: true }), NOW), 'safety report')
    assert.isFalse(isAuditable(session({ canceled: true }), NOW), 'canceled')
    assert.isFalse(isAuditable(session({ liveHelp: true }), NOW), 'a live help session (spec 001 §5.3: feedback or audit only when the topic is not the live-help topic)')
    assert.isFalse(isAuditable(session({ endedAt: NOW.plus({ minutes: 5 }) }), NOW), 'not ended')
    assert.isFalse(isAuditable(session({ endedAt: NOW.minus({ days: 31 }) }), NOW), 'recording window over')
    assert.isTrue(isAuditable(session({ endedAt: NOW.minus({ days: 29 }) }), NOW))
    const before = PEER_REVIEW_LAUNCH.minus({ days: 1 })
    assert.isFalse(isAuditable(session({ startedAt: before, endedAt: before.plus({ hours: 1 }) }), before.plus({ days: 2 })), 'before the launch')
  })

  test('experienced audit needed: a mentor tag and no experienced audit yet', ({ assert }) => {
    assert.isFalse(experiencedAuditNeeded(session(), NOW), 'no mentor tag')
    assert.isTrue(experiencedAuditNeeded(session({ hasMentorTag: true, auditLevels: ['novice'] }), NOW))
    assert.isFalse(experiencedAuditNeeded(session({ hasMentorTag: true, auditLevels: ['advanced'] }), NOW))
    assert.isFalse(experiencedAuditNeeded(session({ hasMentorTag: true, auditLevels: ['staff'] }), NOW))
  })

  test('novice auditors use the wider rule: any auditable session not audited yet', ({ assert }) => {
    assert.isTrue(peerAuditNeeded(session(), NOW))
    assert.isFalse(peerAuditNeeded(session({ auditLevels: ['beginner'] }), NOW))
    assert.isTrue(needsAuditFrom('novice', session(), NOW))
    assert.isFalse(needsAuditFrom('novice', session({ hasMentorTag: true, auditLevels: ['novice'] }), NOW), 'a mentor-tagged session waits for an experienced auditor')
    assert.isTrue(needsAuditFrom('advanced', session({ hasMentorTag: true, auditLevels: ['novice'] }), NOW))
    assert.isTrue(needsAuditFrom('staff', session({ hasMentorTag: true, auditLevels: ['beginner'] }), NOW))
    assert.isFalse(needsAuditFrom('flagged', session(), NOW))
  })
})

test.group('Peer review: who may audit (spec 000 §6.4, spec 001 §5.4)', () => {
  test('the relevant tag, can view, does not host, has not audited, is not hosting a future session', ({ assert }) => {
    assert.isNull(auditRefusal(auditor()))
    assert.equal(auditRefusal(auditor({ hasRelevantTag: false })), 'notRelevant')
    assert.equal(auditRefusal(auditor({ canViewSession: false })), 'cannotView')
    assert.equal(auditRefusal(auditor({ hostsSession: true })), 'hosts')
    assert.equal(auditRefusal(auditor({ hasAudited: true })), 'audited')
    assert.equal(auditRefusal(auditor({ hostsFutureSession: true })), 'hostsFuture')
    assert.equal(auditRefusal(auditor({ level: 'flagged' })), 'flagged')
  })
})

test.group('Peer review: rubric sections by level and role (spec 000 §6.4)', () => {
  const sections = rubricSectionKeys()

  test('admin mentors and policy admins get all; flagged none; beginners all but the first-two-sessions section', ({ assert }) => {
    assert.include(sections, FIRST_SESSIONS_SECTION)
    assert.include(sections, 'internal-escalation')
    assert.deepEqual(rubricSectionsFor({ level: 'staff', isAdminMentorOrPolicy: true, sections, hostsFirstSessions: true }), sections)
    assert.deepEqual(rubricSectionsFor({ level: 'flagged', isAdminMentorOrPolicy: false, sections, hostsFirstSessions: true }), [])
    const beginner = rubricSectionsFor({ level: 'beginner', isAdminMentorOrPolicy: false, sections, hostsFirstSessions: true })
    assert.notInclude(beginner, FIRST_SESSIONS_SECTION)
    assert.lengthOf(beginner, sections.length - 1)
    for (const level of ['novice', 'intermediate', 'advanced'] as const) {
      assert.deepEqual(rubricSectionsFor({ level, isAdminMentorOrPolicy: false, sections, hostsFirstSessions: true }), sections, level)
    }
  })

  test('the first-two-sessions section applies only to one of the host’s first two sessions', ({ assert }) => {
    const later = rubricSectionsFor({ level: 'staff', isAdminMentorOrPolicy: true, sections, hostsFirstSessions: false })
    assert.notInclude(later, FIRST_SESSIONS_SECTION)
  })

  test('the audit form carries the sections’ questions, the escalation comment and the rating', ({ assert }) => {
    const all = auditForm({ level: 'staff', isAdminMentorOrPolicy: true, hostsFirstSessions: true }).form.blocks.map((block) => block.name)
    assert.includeMembers(all, ['mastery-1', 'first-sessions-1', 'active-3', 'respect-1', 'escalation-comment', 'rating'])
    const beginner = auditForm({ level: 'beginner', isAdminMentorOrPolicy: false, hostsFirstSessions: true }).form.blocks.map((block) => block.name)
    assert.notInclude(beginner, 'first-sessions-1')
    assert.include(beginner, 'escalation-comment')
  })
})

test.group('Peer review: mentor status (spec 001 §4.3)', () => {
  const at = (minutes: number) => NOW.plus({ minutes })

  test('the last entry gives status and responsible user; an empty log neither; first claim and first resolve times', ({ assert }) => {
    assert.deepEqual(mentorStatusOf([]), { status: 'None', responsibleUserId: null, claimedAt: null, resolvedAt: null })
    const log = [
      { status: 'NeedsMentor' as const, userId: null, at: at(0) },
      { status: 'InProgress' as const, userId: 7, at: at(5) },
      { status: 'InProgress' as const, userId: 8, at: at(9) },
      { status: 'Resolved' as const, userId: 8, at: at(20) },
    ]
    const state = mentorStatusOf(log)
    assert.equal(state.status, 'Resolved')
    assert.equal(state.responsibleUserId, 8)
    assert.equal(state.claimedAt?.toISO(), at(5).toISO())
    assert.equal(state.resolvedAt?.toISO(), at(20).toISO())
    assert.equal(mentorStatusOf(log.slice(0, 3)).responsibleUserId, 8)
  })

  test('needs a mentor: a mentor tag, a status of NeedsMentor, InProgress or Resolved, started after the launch', ({ assert }) => {
    assert.isTrue(needsMentor({ hasMentorTag: true, status: 'NeedsMentor', startedAt: NOW }))
    assert.isTrue(needsMentor({ hasMentorTag: true, status: 'Resolved', startedAt: NOW }))
    assert.isFalse(needsMentor({ hasMentorTag: false, status: 'NeedsMentor', startedAt: NOW }))
    assert.isFalse(needsMentor({ hasMentorTag: true, status: 'None', startedAt: NOW }))
    assert.isFalse(needsMentor({ hasMentorTag: true, status: 'InProgress', startedAt: PEER_REVIEW_LAUNCH.minus({ days: 1 }) }))
  })

  test('claim what needs a mentor or is in progress; resolve only what is open', ({ assert }) => {
    assert.isTrue(mentorMoveAllowed('NeedsMentor', 'InProgress'))
    assert.isTrue(mentorMoveAllowed('InProgress', 'Resolved'))
    assert.isFalse(mentorMoveAllowed('Resolved', 'Resolved'))
    assert.isFalse(mentorMoveAllowed('Resolved', 'InProgress'))
    assert.isFalse(mentorMoveAllowed('None', 'InProgress'))
  })
})

test.group('Peer review: calibration against gold standards (issue 12 §3 ★)', () => {
  test('agreement is the share of choice answers given as in the reference, overall and by section', ({ assert }) => {
    const reference = { 'mastery-1': 'yes', 'active-1': 'yes', 'active-2': 'no', 'respect-1': 'yes', 'strengths': 'Lovely pace' }
    const result = calibrationAgreement(
      [
        { answers: { 'mastery-1': 'yes', 'active-1': 'no', 'active-2': 'no', 'respect-1': 'yes', 'strengths': 'Something else' }, reference },
        { answers: { 'mastery-1': 'no', 'active-1': 'yes', 'active-2': 'no' }, reference },
      ],
      (slug) => sectionOfSlug(slug)
    )
    assert.equal(result.compared, 2)
    assert.closeTo(result.overall!, 5 / 7, 1e-9)
    assert.deepEqual(result.bySection, { 'mastery': 0.5, 'active-learning': 3 / 4, 'respect': 1 })
    assert.isNull(calibrationAgreement([], () => 'x').overall)
  })

  test('a concern after 3 gold reviews below 70% agreement', ({ assert }) => {
    assert.isTrue(calibrationConcern({ compared: 3, overall: 0.6 }))
    assert.isFalse(calibrationConcern({ compared: 2, overall: 0.1 }), 'too few gold reviews')
    assert.isFalse(calibrationConcern({ compared: 5, overall: 0.7 }))
    assert.isFalse(calibrationConcern({ compared: 5, overall: null }))
  })

  test('questions map to their rubric sections, the first-sessions questions to peer review’s own', ({ assert }) => {
    assert.equal(sectionOfSlug('respect-1'), 'respect')
    assert.equal(sectionOfSlug('first-sessions-2'), FIRST_SESSIONS_SECTION)
    assert.equal(sectionOfSlug('escalation-1'), 'internal-escalation')
    assert.isNull(sectionOfSlug('rating'))
  })

  test('blind double review: every 10th peer audit by id, the session\'s first, not on a gold session nor sent to a mentor (issue 12 §3 ★)', ({ assert }) => {
    const base = { auditId: 40, level: 'novice' as const, firstAuditOfSession: true, goldSession: false, sentToMentor: false }
    assert.equal(DOUBLE_REVIEW_EVERY, 10)
    assert.isTrue(startsDoubleReview(base))
    for (const id of [1, 9, 11, 45, 99]) assert.isFalse(startsDoubleReview({ ...base, auditId: id }), `audit ${id}`)
    assert.isTrue(startsDoubleReview({ ...base, auditId: 100, level: 'advanced' }))
    assert.isFalse(startsDoubleReview({ ...base, level: 'staff' }), 'a staff review is not sampled')
    assert.isFalse(startsDoubleReview({ ...base, firstAuditOfSession: false }), 'only the first review of a session')
    assert.isFalse(startsDoubleReview({ ...base, goldSession: true }), 'gold sessions are compared by calibration')
    assert.isFalse(startsDoubleReview({ ...base, sentToMentor: true }), 'a poor or escalated review asks a mentor instead')
  })

  test('blind double review: the next peer review of the session completes it', ({ assert }) => {
    const base = { open: true, firstAuditorId: 1, auditorId: 2, level: 'beginner' as const }
    assert.isTrue(completesDoubleReview(base))
    assert.isFalse(completesDoubleReview({ ...base, open: false }), 'already completed')
    assert.isFalse(completesDoubleReview({ ...base, auditorId: 1 }), 'not by the first reviewer')
    assert.isFalse(completesDoubleReview({ ...base, level: 'staff' }), 'a staff review is not the second peer')
  })

  test('the Tutors page: ratings on a 1–5 scale, one mentor status per tutor (the most urgent)', ({ assert }) => {
    assert.deepEqual(['flag', 'novice', 'developing', 'proficient', 'exemplary'].map(ratingScore), [1, 2, 3, 4, 5])
    assert.isNull(ratingScore('great'))
    assert.equal(tutorMentorStatus([]), 'None')
    assert.equal(tutorMentorStatus(['Resolved', 'InProgress']), 'InProgress')
    assert.equal(tutorMentorStatus(['Resolved', 'NeedsMentor', 'InProgress']), 'NeedsMentor')
    assert.equal(tutorMentorStatus(['None', 'Resolved']), 'Resolved')
  })

  test('a featured comment is a written answer of the rubric, never the escalation comment', ({ assert }) => {
    const { form } = auditForm({ level: 'staff', isAdminMentorOrPolicy: true, hostsFirstSessions: true })
    const text = form.blocks.find((block) => block.type === 'textarea' && block.name !== 'escalation-comment')!
    assert.equal(commentLabel(text.name), text.label)
    assert.isNull(commentLabel('escalation-comment'))
    assert.isNull(commentLabel('respect-1'), 'a yes/no answer is not a comment')
    assert.isNull(commentLabel(text.name, 'no-such-version'))
  })

  test('a featured comment must name no learner: any 3+ letter word of their name, or their username, as a whole word', ({ assert }) => {
    const learners = [{ name: 'Alexandra Li', username: 'lexi_2011' }]
    assert.isTrue(namesAnyone('When ALEXANDRA got stuck you helped.', learners))
    assert.isTrue(namesAnyone('Thanks to lexi_2011 for asking.', learners))
    assert.isFalse(namesAnyone('Li is a short name: not matched alone.', learners), 'words under 3 letters are ignored')
    assert.isFalse(namesAnyone('Alexandrava is another word.', learners), 'whole words only')
    assert.isFalse(namesAnyone('Great pacing.', []))
  })
})
