import { test } from '@japa/runner'
import { ACHIEVEMENT_TRACKS, BADGES, referralCookieValue, trackProgress, COOKIE_VALUE_TOO_LONG } from '../../shared/index.js'

const track = (key: string) => ACHIEVEMENT_TRACKS.find((entry) => entry.key === key)!

/* spec 002 §9 Achievements. */
test.group('achievements (spec 002 §9)', () => {
  test('tiers are the spec’s, each counting one ledger event type', ({ assert }) => {
    assert.deepEqual(
      ACHIEVEMENT_TRACKS.map((entry) => [entry.key, entry.eventType, [...entry.steps]]),
      [
        ['attend', 'session_attended', [1, 5, 10, 25, 50, 100, 200]],
        ['certify', 'certification_approved', [1, 5, 10, 25, 50, 100]],
        ['host', 'session_hosted', [1, 5, 10, 25, 50, 100, 200]],
        ['refer', 'referred_user', [1, 5, 10, 25, 50, 100]],
      ]
    )
  })

  test('a count reaches a tier exactly at its step', ({ assert }) => {
    assert.deepInclude(trackProgress(track('attend'), 0), { reached: 0, next: 1 })
    assert.deepInclude(trackProgress(track('attend'), 1), { reached: 1, next: 5 })
    assert.deepInclude(trackProgress(track('attend'), 24), { reached: 10, next: 25 })
    assert.deepInclude(trackProgress(track('attend'), 200), { reached: 200, next: null })
    assert.deepInclude(trackProgress(track('refer'), 150), { reached: 100, next: null })
  })

  test('the one-off badges of the spec', ({ assert }) => {
    assert.deepEqual(BADGES.map((badge) => badge.key), [
      'birthday', 'summer_camp_2022', 'summer_camp_2023', 'summer_camp_2024', 'summer_camp_2025', 'summer_camp_2026', 'summer_camp_2027',
      'middle_school_pilot', 'subworld_pioneer', 'external_partnership_tutor', 'sat_referrer_2024_03',
    ])
  })
})

/* issue 11 §3: the ref cookie keeps values under 128 bytes. */
test.group('referral cookie values (issue 11 §3)', () => {
  test('a code is kept; 128 bytes or more is refused with the spec’s message; other characters are ignored', ({ assert }) => {
    assert.deepEqual(referralCookieValue('abc_12-3'), { value: 'abc_12-3' })
    assert.deepEqual(referralCookieValue('a'.repeat(127)), { value: 'a'.repeat(127) })
    assert.deepEqual(referralCookieValue('a'.repeat(128)), { error: COOKIE_VALUE_TOO_LONG })
    assert.equal(COOKIE_VALUE_TOO_LONG, 'Please keep the value of ephemeral storage (cookies) less than 128 bytes')
    assert.isNull(referralCookieValue('<script>'))
    assert.isNull(referralCookieValue(''))
  })
})
