import { test } from '@japa/runner'
import {
  PREP_AUTO_APPROVAL_CAP_SECONDS,
  activityState,
  applicationState,
  currentSubmission,
  isApplicationOpen,
  isAutoApprovable,
  volunteerRoleStatus,
} from '../../shared/index.js'
import { applicationForm, splitResponses } from '../../shared/application_form.js'

const NONE = { approvedAt: null, requestedChangesAt: null, lastSubmittedAt: 1000 }
const PREP = { ...NONE, type: 'host-session-prep', durationSeconds: 1800, sessionWorldSlug: 'sat-bootcamp' }
const APPLICATION = { withdrawnAt: null, rejectedAt: null, offerExtendedAt: null, offerAcceptedAt: null }

test.group('Volunteer activity states (spec 001 §4.1)', () => {
  test('approved when approved_at is set', ({ assert }) => {
    assert.equal(activityState({ ...NONE, approvedAt: 5 }), 'approved')
    assert.equal(activityState({ approvedAt: 5, requestedChangesAt: 9, lastSubmittedAt: 1 }), 'approved')
  })

  test('changes required only while requested_changes_at is later than last_submitted_at', ({ assert }) => {
    assert.equal(activityState({ ...NONE, requestedChangesAt: 2000 }), 'changes-required')
    assert.equal(activityState({ ...NONE, requestedChangesAt: 1000 }), 'pending')
    assert.equal(activityState({ ...NONE, requestedChangesAt: 500 }), 'pending')
    assert.equal(activityState(NONE), 'pending')
  })

  test('host-session-prep auto-approval: unapproved, no requested changes, ≤ 2700 s, SAT bootcamp world (spec 002 §9)', ({ assert }) => {
    assert.isTrue(isAutoApprovable(PREP))
    assert.isTrue(isAutoApprovable({ ...PREP, durationSeconds: PREP_AUTO_APPROVAL_CAP_SECONDS }))
    assert.isFalse(isAutoApprovable({ ...PREP, durationSeconds: PREP_AUTO_APPROVAL_CAP_SECONDS + 1 }))
    assert.isFalse(isAutoApprovable({ ...PREP, approvedAt: 1 }))
    assert.isFalse(isAutoApprovable({ ...PREP, requestedChangesAt: 1 }))
    assert.isFalse(isAutoApprovable({ ...PREP, sessionWorldSlug: 'sat' }))
    assert.isFalse(isAutoApprovable({ ...PREP, sessionWorldSlug: null }))
    assert.isFalse(isAutoApprovable({ ...PREP, type: 'host-session' }))
  })
})

test.group('Volunteer roles and applications (spec 001 §4.2)', () => {
  test('application states: needs review, awaiting response, accepted, withdrawn, rejected', ({ assert }) => {
    assert.equal(applicationState(APPLICATION), 'needs-review')
    assert.equal(applicationState({ ...APPLICATION, offerExtendedAt: 1 }), 'awaiting-response')
    assert.equal(applicationState({ ...APPLICATION, offerExtendedAt: 1, offerAcceptedAt: 2 }), 'accepted')
    assert.equal(applicationState({ ...APPLICATION, offerExtendedAt: 1, withdrawnAt: 2 }), 'withdrawn')
    assert.equal(applicationState({ ...APPLICATION, rejectedAt: 2 }), 'rejected')
  })

  test('a role is open once application_opened_at has passed, and not when archived', ({ assert }) => {
    assert.isTrue(isApplicationOpen({ applicationOpenedAt: 100, archivedAt: null }, 100))
    assert.isFalse(isApplicationOpen({ applicationOpenedAt: 101, archivedAt: null }, 100))
    assert.isFalse(isApplicationOpen({ applicationOpenedAt: null, archivedAt: null }, 100))
    assert.isFalse(isApplicationOpen({ applicationOpenedAt: 1, archivedAt: 50 }, 100))
  })

  test('a user volunteer role is active when started and not ended; otherwise past', ({ assert }) => {
    assert.equal(volunteerRoleStatus({ startDate: 10, endDate: null }, 20), 'active')
    assert.equal(volunteerRoleStatus({ startDate: 10, endDate: 30 }, 20), 'active')
    assert.equal(volunteerRoleStatus({ startDate: 10, endDate: 20 }, 20), 'past')
    assert.equal(volunteerRoleStatus({ startDate: 30, endDate: null }, 20), 'past')
  })

  test('the current submission is the newest within 2 months (spec 002 §9)', ({ assert }) => {
    const now = new Date('2026-05-15T12:00:00Z')
    const at = (iso: string) => ({ createdAt: Date.parse(iso), iso })
    assert.equal(currentSubmission([at('2026-03-20T00:00:00Z'), at('2026-04-01T00:00:00Z')], now)?.iso, '2026-04-01T00:00:00Z')
    assert.isNull(currentSubmission([at('2026-03-14T00:00:00Z')], now))
    assert.equal(currentSubmission([at('2026-03-15T12:00:00Z')], now)?.iso, '2026-03-15T12:00:00Z')
  })

  test('the application form: general questions unless omitted, then the role blocks; answers split back', ({ assert }) => {
    const blocks = [{ name: 'school', type: 'text' as const, label: 'School' }]
    const full = applicationForm({ id: 1, omitGeneralQuestions: false, applicationFormBlocks: blocks })
    assert.deepEqual(full.blocks.map((block) => block.name), ['motivation', 'hoursPerWeek', 'startWhen', 'experience', 'school'])
    const own = applicationForm({ id: 2, omitGeneralQuestions: true, applicationFormBlocks: blocks })
    assert.deepEqual(own.blocks.map((block) => block.name), ['school'])
    const split = splitResponses({ id: 1, omitGeneralQuestions: false, applicationFormBlocks: blocks }, { motivation: 'x', school: 'y' })
    assert.deepEqual(split, { general: { motivation: 'x' }, role: { school: 'y' } })
  })
})
