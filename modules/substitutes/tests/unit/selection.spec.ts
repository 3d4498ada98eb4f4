import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { OFFER_CAP, isOnline, rankCandidates, selectSubstitutes, type Candidate } from '../../selection.js'

/*
 * issue 18 "Unit tests for … substitute selection": who is offered an unhosted session (README
 * "Who is offered"). Online = last seen within 10 minutes (spec 001 §3.1 users.last_online_at).
 */
const NOW = DateTime.fromISO('2026-11-28T15:00:00Z', { zone: 'utc' })
const TEN_MINUTES = 10 * 60_000

function row(userId: number, minutesAgo: number | null, facts: Partial<Candidate> = {}): Candidate {
  return {
    userId,
    lastOnlineAt: minutesAgo === null ? null : NOW.minus({ minutes: minutesAgo }),
    hostsThisSession: false,
    registeredForThisSession: false,
    suspended: false,
    busyElsewhere: false,
    mayHost: true,
    ...facts,
  }
}

const select = (rows: Candidate[], cap?: number) => selectSubstitutes(rows, NOW, { onlineWithinMs: TEN_MINUTES, cap })

test.group('Substitute selection (issue 18)', () => {
  test('an eligible online tutor is selected', ({ assert }) => {
    assert.deepEqual(select([row(1, 2)]), [1])
  })

  test('online means seen within the last 10 minutes', ({ assert }) => {
    assert.isTrue(isOnline(row(1, 10), NOW, TEN_MINUTES))
    assert.isFalse(isOnline(row(1, 11), NOW, TEN_MINUTES))
    assert.isFalse(isOnline(row(1, null), NOW, TEN_MINUTES))
    assert.deepEqual(select([row(1, 11), row(2, null), row(3, 9)]), [3])
  })

  test("the session's own hosts (also pending or removed ones) are excluded", ({ assert }) => {
    assert.deepEqual(select([row(1, 1, { hostsThisSession: true }), row(2, 1)]), [2])
  })

  test("the session's registrants are excluded", ({ assert }) => {
    assert.deepEqual(select([row(1, 1, { registeredForThisSession: true }), row(2, 1)]), [2])
  })

  test('suspended tutors are excluded', ({ assert }) => {
    assert.deepEqual(select([row(1, 1, { suspended: true }), row(2, 1)]), [2])
  })

  test('tutors hosting or registered in another session overlapping now are excluded', ({ assert }) => {
    assert.deepEqual(select([row(1, 1, { busyElsewhere: true }), row(2, 1)]), [2])
  })

  test("tutors tutoring's policy refuses (topic, minors' background check, trainings) or was not asked about are excluded", ({ assert }) => {
    assert.deepEqual(select([row(1, 1, { mayHost: false }), row(2, 1, { mayHost: undefined }), row(3, 1)]), [3])
  })

  test('ordered by most recently online, ties by id', ({ assert }) => {
    assert.deepEqual(select([row(5, 8), row(4, 1), row(3, 4), row(2, 1)]), [2, 4, 3, 5])
  })

  test('ranking applies every exclusion but the policy (the policy is asked in that order)', ({ assert }) => {
    const ranked = rankCandidates([row(1, 3, { mayHost: undefined }), row(2, 1, { suspended: true }), row(3, 2, { mayHost: false })], NOW, TEN_MINUTES)
    assert.deepEqual(
      ranked.map((r) => r.userId),
      [3, 1]
    )
  })

  test(`at most ${OFFER_CAP} offers by default, the most recently online`, ({ assert }) => {
    const rows = Array.from({ length: OFFER_CAP + 5 }, (_, i) => row(i + 1, 0, { lastOnlineAt: NOW.minus({ seconds: i }) }))
    const chosen = select(rows)
    assert.lengthOf(chosen, OFFER_CAP)
    assert.deepEqual(chosen, rows.slice(0, OFFER_CAP).map((r) => r.userId))
    assert.deepEqual(select(rows, 2), [1, 2])
    assert.deepEqual(select(rows, 0), [])
  })
})
