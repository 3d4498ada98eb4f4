import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  canceledWithoutHostedSessions,
  enrollmentClosed,
  hasSeatFor,
  registrationWithdrawn,
  reservationActive,
  seatsLeft,
  selfReservation,
  seriesClosed,
  seriesEnded,
  seriesStatus,
  sessionWasHosted,
} from '../../series_state.js'

const now = DateTime.fromISO('2026-03-01T12:00:00Z')
const past = now.minus({ minutes: 1 })
const future = now.plus({ minutes: 1 })
const series = (overrides: Record<string, unknown> = {}) => ({ enrollmentClosedAt: null, closedAt: null, closedReason: null, ...overrides }) as any
const notHosted = { attemptedHosting: false, zoomStartDate: null }

test.group('Series states (spec 001 §4.3)', () => {
  test('enrollment closed: enrollment_closed_at set and reached', ({ assert }) => {
    assert.isFalse(enrollmentClosed(series(), now))
    assert.isFalse(enrollmentClosed(series({ enrollmentClosedAt: future }), now))
    assert.isTrue(enrollmentClosed(series({ enrollmentClosedAt: now }), now))
    assert.isTrue(enrollmentClosed(series({ enrollmentClosedAt: past }), now))
  })

  test('closed: closed_at set and reached', ({ assert }) => {
    assert.isFalse(seriesClosed(series(), now))
    assert.isFalse(seriesClosed(series({ closedAt: future }), now))
    assert.isTrue(seriesClosed(series({ closedAt: now }), now))
    assert.isTrue(seriesClosed(series({ closedAt: past }), now))
  })

  test('ended: closed_at in the past', ({ assert }) => {
    assert.isFalse(seriesEnded(series(), now))
    assert.isFalse(seriesEnded(series({ closedAt: future }), now))
    assert.isFalse(seriesEnded(series({ closedAt: now }), now))
    assert.isTrue(seriesEnded(series({ closedAt: past }), now))
  })

  test('a session is hosted when hosting was attempted or the meeting started', ({ assert }) => {
    assert.isFalse(sessionWasHosted(notHosted))
    assert.isTrue(sessionWasHosted({ attemptedHosting: true, zoomStartDate: null }))
    assert.isTrue(sessionWasHosted({ attemptedHosting: false, zoomStartDate: past }))
  })

  test('canceled without hosted sessions: closed with a reason and no hosted session', ({ assert }) => {
    const canceled = series({ closedAt: past, closedReason: 'Host unavailable' })
    assert.isTrue(canceledWithoutHostedSessions(canceled, [], now))
    assert.isTrue(canceledWithoutHostedSessions(canceled, [notHosted, notHosted], now))
    assert.isFalse(canceledWithoutHostedSessions(canceled, [notHosted, { attemptedHosting: true, zoomStartDate: null }], now))
    assert.isFalse(canceledWithoutHostedSessions(series({ closedAt: past, closedReason: null }), [], now), 'no reason')
    assert.isFalse(canceledWithoutHostedSessions(series({ closedAt: past, closedReason: '   ' }), [], now), 'blank reason')
    assert.isFalse(canceledWithoutHostedSessions(series({ closedAt: future, closedReason: 'Later' }), [], now), 'not closed yet')
  })

  test('registration withdrawn when withdrawn_at is set and past', ({ assert }) => {
    assert.isFalse(registrationWithdrawn({ withdrawnAt: null }, now))
    assert.isFalse(registrationWithdrawn({ withdrawnAt: future }, now))
    assert.isTrue(registrationWithdrawn({ withdrawnAt: past }, now))
    assert.isTrue(registrationWithdrawn({ withdrawnAt: now }, now))
  })

  test('reservation active while expired_at is in the future', ({ assert }) => {
    assert.isTrue(reservationActive({ expiredAt: future }, now))
    assert.isFalse(reservationActive({ expiredAt: now }, now))
    assert.isFalse(reservationActive({ expiredAt: past }, now))
    assert.isFalse(reservationActive({ expiredAt: null }, now))
  })

  test('self reservation: reserver equals user', ({ assert }) => {
    assert.isTrue(selfReservation({ userId: 7, reserverUserId: 7 }))
    assert.isFalse(selfReservation({ userId: 7, reserverUserId: 8 }))
    assert.isFalse(selfReservation({ userId: null, reserverUserId: 8 }), 'a reservation for an email')
  })

  test('status label, most final first', ({ assert }) => {
    assert.equal(seriesStatus(series(), [], now), 'open')
    assert.equal(seriesStatus(series({ enrollmentClosedAt: past }), [], now), 'enrollment_closed')
    assert.equal(seriesStatus(series({ closedAt: now }), [], now), 'closed')
    assert.equal(seriesStatus(series({ closedAt: past, enrollmentClosedAt: past }), [], now), 'ended')
    assert.equal(seriesStatus(series({ closedAt: past, closedReason: 'Canceled' }), [notHosted], now), 'canceled')
    assert.equal(seriesStatus(series({ closedAt: past, closedReason: 'Done' }), [{ attemptedHosting: true, zoomStartDate: null }], now), 'ended')
  })

  test('capacity (spec 001 §5.4): max_learners > registrations + active reservations', ({ assert }) => {
    assert.isTrue(hasSeatFor(3, 1, 1))
    assert.isFalse(hasSeatFor(3, 2, 1))
    assert.isFalse(hasSeatFor(3, 3, 0))
    assert.equal(seatsLeft(3, 1, 1), 1)
    assert.equal(seatsLeft(3, 3, 2), 0)
  })
})
