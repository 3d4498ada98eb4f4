import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { dueToasts, PHONE_REMINDER_KEY, PRIVACY_UPDATE_KEY, SURVEY_KEY, SURVEY_UNTIL } from '../../toasts.js'

const NOW = DateTime.fromISO('2026-11-23T12:00:00Z', { zone: 'utc' })
const OLD = DateTime.fromISO('2025-01-05T00:00:00Z', { zone: 'utc' })
const NEW = DateTime.fromISO('2025-03-01T00:00:00Z', { zone: 'utc' })

const state = (createdAt: DateTime, acks: [string, DateTime | null][] = [], approved = true, phone: { settled: boolean; tutor: boolean } = { settled: true, tutor: false }) => ({
  username: 'ada',
  createdAt,
  acks: new Map(acks),
  approved: async () => approved,
  phoneSettled: phone.settled,
  tutor: async () => phone.tutor,
})
const keys = async (...args: Parameters<typeof dueToasts>) => (await dueToasts(...args)).map((toast) => toast.key)

/* spec 000 §2.5 toasts; spec 001 "Acknowledgement record: key and notify_at". */
test.group('recognition toasts (spec 000 §2.5)', () => {
  test('phone number reminder (decision): tutors without a verified or waived number, until dismissed', async ({ assert }) => {
    assert.deepEqual(await keys(state(NEW, [], true, { settled: false, tutor: true }), NOW), [PHONE_REMINDER_KEY])
    assert.deepEqual(await keys(state(NEW, [], true, { settled: true, tutor: true }), NOW), [], 'a verified or waived number')
    assert.deepEqual(await keys(state(NEW, [], true, { settled: false, tutor: false }), NOW), [], 'learners are not asked')
    assert.deepEqual(await keys(state(NEW, [[PHONE_REMINDER_KEY, null]], true, { settled: false, tutor: true }), NOW), [], 'dismissed')
  })

  test('privacy policy and terms update: only accounts created before 10 Feb 2025, until dismissed', async ({ assert }) => {
    assert.deepEqual(await keys(state(OLD), NOW), [PRIVACY_UPDATE_KEY])
    assert.deepEqual(await keys(state(NEW), NOW), [])
    assert.deepEqual(await keys(state(OLD, [[PRIVACY_UPDATE_KEY, null]]), NOW), [])
  })

  test('community survey: approved members until 26 May 2025 23:59 UTC-4, nothing after', async ({ assert }) => {
    assert.equal(SURVEY_UNTIL.toISO(), '2025-05-27T03:59:00.000Z')
    const before = SURVEY_UNTIL.minus({ minutes: 1 })
    assert.deepEqual(await keys(state(NEW), before), [SURVEY_KEY])
    assert.deepEqual(await keys(state(NEW, [], false), before), [], 'not approved')
    assert.deepEqual(await keys(state(NEW, [[SURVEY_KEY, null]]), before), [], 'dismissed')
    assert.deepEqual(await keys(state(NEW), SURVEY_UNTIL.plus({ minutes: 1 })), [])
  })

  test('level up: the highest level reached and not yet acknowledged, linking to the achievements with ?celebrate', async ({ assert }) => {
    const toasts = await dueToasts(state(NEW, [['level_up:bronze', NOW.minus({ hours: 2 })], ['level_up:silver', NOW.minus({ minutes: 1 })]]), NOW)
    assert.deepEqual(toasts.map((toast) => toast.key), ['level_up:silver'])
    assert.deepInclude(toasts[0].props, { title: 'You reached Silver!', link: { label: 'See your achievements', href: '/u/ada/achievements?celebrate' } })
    assert.deepEqual(await keys(state(NEW, [['level_up:silver', null]]), NOW), [])
  })
})
