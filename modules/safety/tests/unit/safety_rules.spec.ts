import { test } from '@japa/runner'
import {
  acknowledgementMatches,
  actingUserOf,
  INTENTION_STATE,
  reportStatus,
  resolutionState,
  sameSitePath,
  type SafetyActionEntry,
} from '../../shared/index.js'

const at = (userId: number, status: SafetyActionEntry['status']): SafetyActionEntry => ({ userId, status, createdAt: '2026-01-01T00:00:00Z' })

test.group('Safety report status (spec 001 §4.4)', () => {
  test('needs-action when the log is empty, else the last action’s status', ({ assert }) => {
    assert.equal(reportStatus([]), 'NeedsAction')
    assert.equal(resolutionState([]), 'none')
    assert.equal(reportStatus([at(1, 'in-progress')]), 'InProgress')
    assert.equal(reportStatus([at(1, 'in-progress'), at(2, 'resolved')]), 'Resolved')
    assert.equal(reportStatus([at(1, 'resolved'), at(2, 'needs-action')]), 'NeedsAction')
    assert.equal(reportStatus([at(1, 'awaiting-user-response')]), 'InProgress')
    assert.equal(resolutionState([at(1, 'in-progress'), at(2, 'awaiting-user-response')]), 'awaiting-user-response')
  })

  test('the acting user is the most recent resolved or in-progress action', ({ assert }) => {
    assert.isNull(actingUserOf([]))
    assert.isNull(actingUserOf([at(1, 'needs-action')]))
    assert.equal(actingUserOf([at(1, 'in-progress'), at(2, 'needs-action')]), 1)
    assert.equal(actingUserOf([at(1, 'in-progress'), at(2, 'resolved')]), 2)
    assert.equal(actingUserOf([at(3, 'awaiting-user-response')]), 3)
  })

  test('removed-learner review: yes gives needs-action, no gives resolved', ({ assert }) => {
    assert.equal(INTENTION_STATE.yes, 'needs-action')
    assert.equal(INTENTION_STATE.no, 'resolved')
  })
})

test.group('Admin message acknowledgement (spec 001 §5.3)', () => {
  test('typed text must match, trimmed and case-insensitive; no text set: always', ({ assert }) => {
    assert.isTrue(acknowledgementMatches(null, ''))
    assert.isTrue(acknowledgementMatches('  ', 'anything'))
    assert.isTrue(acknowledgementMatches('I Understand', '  i understand '))
    assert.isFalse(acknowledgementMatches('I understand', 'I understan'))
    assert.isFalse(acknowledgementMatches('I understand', ''))
    assert.isFalse(acknowledgementMatches('I understand', null))
  })
})

test.group('Report links are same-site only (spec 000 §2.2 /report?link=)', () => {
  const origin = 'https://peerhaven.test'
  test('keeps a path or a URL of this site', ({ assert }) => {
    assert.equal(sameSitePath('/w/hub/p/5', origin), '/w/hub/p/5')
    assert.equal(sameSitePath('https://peerhaven.test/u/ada?x=1#top', origin), '/u/ada?x=1#top')
  })
  test('refuses other hosts, protocol-relative, backslashes, scripts and junk', ({ assert }) => {
    for (const bad of ['https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'http://peerhaven.test/x', '', '   ', 'not a link with spaces', null, undefined]) {
      assert.isNull(sameSitePath(bad as string | null, origin), String(bad))
    }
  })
})
