import { test } from '@japa/runner'
import {
  asksNps,
  canSnoozeFeedback,
  checkFeedback,
  feedbackPromptTitle,
  NEGATIVE_TAGS,
  POSITIVE_TAGS,
  tagsForRating,
  type FeedbackAnswer,
} from '../../shared/index.js'

const answer = (overrides: Partial<FeedbackAnswer> = {}): FeedbackAnswer => ({
  rating: 'helpful',
  ratingTags: [],
  comment: null,
  internalComment: null,
  nps: null,
  followTutor: false,
  ...overrides,
})
const DAY = 24 * 60 * 60 * 1000

test.group('Feedback rules (spec 001 §5.3, spec 002 §9)', () => {
  test('spec 002 §9: NPS is asked at attended counts 1, 3, 5, 7, 15 and 30 only', ({ assert }) => {
    const asked = Array.from({ length: 40 }, (_, index) => index).filter(asksNps)
    assert.deepEqual(asked, [1, 3, 5, 7, 15, 30])
  })

  test('spec 002 §9: positive tags for (super) helpful, negative for not helpful', ({ assert }) => {
    assert.deepEqual(tagsForRating('super-helpful'), POSITIVE_TAGS)
    assert.deepEqual(tagsForRating('helpful'), POSITIVE_TAGS)
    assert.deepEqual(tagsForRating('not-helpful'), NEGATIVE_TAGS)
  })

  test('spec 001 §5.3: the rating is required and must belong to the variant', ({ assert }) => {
    const form = { dialogue: false, npsAsked: false }
    assert.isNull(checkFeedback(answer({ rating: '' }), form))
    assert.isNull(checkFeedback(answer({ rating: 'differing-views' }), form))
    assert.equal(checkFeedback(answer(), form)?.type, 'tutor')
    const dialogue = checkFeedback(answer({ rating: 'differing-views', internalComment: 'x', followTutor: true }), { dialogue: true, npsAsked: false })
    assert.deepInclude(dialogue!, { type: 'dialogue', internalComment: null, followTutor: false })
    assert.isNull(checkFeedback(answer({ rating: 'helpful' }), { dialogue: true, npsAsked: false }))
  })

  test('spec 001 §5.3: NPS 0–10 is required when shown and dropped when not', ({ assert }) => {
    assert.isNull(checkFeedback(answer(), { dialogue: false, npsAsked: true }))
    assert.isNull(checkFeedback(answer({ nps: 11 }), { dialogue: false, npsAsked: true }))
    assert.equal(checkFeedback(answer({ nps: 0 }), { dialogue: false, npsAsked: true })?.nps, 0)
    assert.isNull(checkFeedback(answer({ nps: 9 }), { dialogue: false, npsAsked: false })?.nps)
  })

  test('spec 002 §9: tags must come from the rating\'s list', ({ assert }) => {
    const form = { dialogue: false, npsAsked: false }
    assert.isNull(checkFeedback(answer({ rating: 'helpful', ratingTags: ['unfriendly'] }), form))
    assert.deepEqual(checkFeedback(answer({ rating: 'not-helpful', ratingTags: ['unfriendly', 'unfriendly'] }), form)?.ratingTags, ['unfriendly'])
    assert.isNull(checkFeedback(answer({ rating: 'differing-views', ratingTags: ['fun'] }), { dialogue: true, npsAsked: false }))
  })

  test('spec 001 §4.6: snooze only within 7 days of the session end', ({ assert }) => {
    const end = new Date('2026-01-01T10:00:00Z')
    assert.isTrue(canSnoozeFeedback(end, new Date(end.getTime() + 7 * DAY)))
    assert.isFalse(canSnoozeFeedback(end, new Date(end.getTime() + 7 * DAY + 1000)))
  })

  test('spec 000 §2.4: the remaining count shows when more than one is pending', ({ assert }) => {
    assert.equal(feedbackPromptTitle(1), 'Share your feedback')
    assert.equal(feedbackPromptTitle(3), 'Share your feedback (3 remaining)')
  })
})
