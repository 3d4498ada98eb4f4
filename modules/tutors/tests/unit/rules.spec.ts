import { test } from '@japa/runner'
import { HEAVY_REQUEST_LIMIT, HEAVY_REQUEST_WINDOW_DAYS, REQUEST_STATUSES, appendActivity, canMove, isHeavilyRequested } from '../../rules.js'

test.group('One-on-one request rules (spec 001 §3.3 session_request, §5.5; issue 18 §2)', () => {
  test('an open request may be scheduled, declined or closed; a scheduled one only closed; declined and closed are final', ({ assert }) => {
    const allowed = REQUEST_STATUSES.flatMap((from) => REQUEST_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}->${to}`))
    assert.sameMembers(allowed, ['open->scheduled', 'open->declined', 'open->closed', 'scheduled->closed'])
    assert.isFalse(canMove('declined', 'open'))
    assert.isFalse(canMove('closed', 'scheduled'))
    assert.isFalse(canMove('scheduled', 'open'))
  })

  test('spec 001 §5.5: a tutor with 5 requests in the last week is heavily requested; 4 is not', ({ assert }) => {
    assert.equal(HEAVY_REQUEST_LIMIT, 5)
    assert.equal(HEAVY_REQUEST_WINDOW_DAYS, 7)
    assert.isFalse(isHeavilyRequested(0))
    assert.isFalse(isHeavilyRequested(4))
    assert.isTrue(isHeavilyRequested(5))
    assert.isTrue(isHeavilyRequested(12))
  })

  test('the activity log only grows: appending keeps earlier rows and does not mutate the stored log', ({ assert }) => {
    const first = [{ at: '2026-11-01T10:00:00.000Z', byUserId: 1, action: 'requested' as const, note: null }]
    const next = appendActivity(first, { at: '2026-11-02T10:00:00.000Z', byUserId: 2, action: 'declined', note: 'Busy this month' })
    assert.lengthOf(first, 1)
    assert.deepEqual(next.map((e) => e.action), ['requested', 'declined'])
    assert.equal(next[1].note, 'Busy this month')
  })
})
