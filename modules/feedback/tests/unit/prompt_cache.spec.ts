import { test } from '@japa/runner'
import { forgetNothingPending, knownNothingPending, NOTHING_PENDING_TTL_MS, rememberNothingPending } from '../../prompt_cache.js'

test.group('Prompt cache: remembered "nothing pending" (issue 11 bin/bench: prompts cost no query on most pages)', () => {
  test('remembered per kind and viewer until the TTL, then asked again; forgetting clears it', ({ assert }) => {
    const now = 1_000_000
    rememberNothingPending('session', 42, now)
    assert.isTrue(knownNothingPending('session', 42, now + NOTHING_PENDING_TTL_MS - 1))
    assert.isFalse(knownNothingPending('series', 42, now))
    assert.isFalse(knownNothingPending('session', 43, now))
    assert.isFalse(knownNothingPending('session', 42, now + NOTHING_PENDING_TTL_MS))
    rememberNothingPending('session', 42, now)
    forgetNothingPending(42)
    assert.isFalse(knownNothingPending('session', 42, now))
  })
})
