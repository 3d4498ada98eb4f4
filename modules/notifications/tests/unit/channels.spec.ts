import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { defaultChannelOn, isChannelLocked } from '../../shared/channels.js'
import { normalizePhoneNumber } from '../../phone.js'
import { duePeriod, parseDigestDetails, DIGEST_DEFAULTS } from '../../digest_settings.js'

test.group('Channel defaults (issue 14 §2: preferences per kind and channel, stricter for minors)', () => {
  test('in-app and email are on for everyone; text messages and push only for adults until switched on', ({ assert }) => {
    for (const minor of [true, false]) {
      assert.isTrue(defaultChannelOn('in_app', { minor }))
      assert.isTrue(defaultChannelOn('email', { minor }))
    }
    assert.isFalse(defaultChannelOn('sms', { minor: true }))
    assert.isTrue(defaultChannelOn('sms', { minor: false }))
    assert.isFalse(defaultChannelOn('push', { minor: true }))
    assert.isTrue(defaultChannelOn('push', { minor: false }))
  })

  test('a transactional kind always emails and cannot be switched off', ({ assert }) => {
    assert.isTrue(isChannelLocked('email', true))
    assert.isFalse(isChannelLocked('email', false))
    assert.isFalse(isChannelLocked('sms', true))
  })
})

test.group('Phone numbers (spec 002 §9: a phone is 10 to 15 characters)', () => {
  test('typed separators are dropped; 10 to 15 digits with an optional + are kept', ({ assert }) => {
    assert.equal(normalizePhoneNumber(' +1 (555) 123-4567 '), '+15551234567')
    assert.equal(normalizePhoneNumber('555.123.4567'), '5551234567')
    assert.equal(normalizePhoneNumber('+123456789012345'), '+123456789012345')
    for (const bad of ['123456789', '+1234567890123456', '555-CALL-NOW', '', '++15551234567']) {
      assert.isNull(normalizePhoneNumber(bad), bad)
    }
  })
})

test.group('The digest schedule (website setting digest-email-details)', () => {
  test('due from the weekday and hour on, once per ISO week', ({ assert }) => {
    const details = { ...DIGEST_DEFAULTS, weekday: 1, hour: 14 }
    assert.isNull(duePeriod(details, DateTime.fromISO('2026-11-23T13:59:00Z')))
    assert.equal(duePeriod(details, DateTime.fromISO('2026-11-23T14:00:00Z')), '2026-W48')
    assert.equal(duePeriod(details, DateTime.fromISO('2026-11-29T23:00:00Z')), '2026-W48')
    assert.isNull(duePeriod({ ...details, enabled: false }, DateTime.fromISO('2026-11-25T14:00:00Z')))
  })

  test('a stored value that does not fit reads as the defaults', ({ assert }) => {
    assert.deepEqual(parseDigestDetails('{"weekday": 9}'), DIGEST_DEFAULTS)
    assert.deepEqual(parseDigestDetails('not json'), DIGEST_DEFAULTS)
    assert.equal(parseDigestDetails('{"hour": 8, "subject": "Weekly"}').hour, 8)
  })
})
