import { test } from '@japa/runner'
import { forgetAllViewerMemos, viewerMemo } from '#app/support/viewer_memo'

/* The per-person memo of what the frame asks on every page (app/support/viewer_memo). */
test.group('viewerMemo', () => {
  test('an answer lives for its ttl (or the one given), then is gone', ({ assert }) => {
    const memo = viewerMemo<string>({ ttlMs: 1000 })
    memo.set(7, 'nothing', { now: 0 })
    assert.equal(memo.get(7, 999), 'nothing')
    assert.isUndefined(memo.get(7, 1000))
    memo.set(7, 'short', { now: 0, ttlMs: 10 })
    assert.isUndefined(memo.get(7, 10))
  })

  test('forgetting one person, everyone, and every memo at once (a database whose ids start again)', ({ assert }) => {
    const a = viewerMemo<number>({ ttlMs: 60_000 })
    const b = viewerMemo<number>({ ttlMs: 60_000 })
    a.set(1, 1)
    a.set(2, 2)
    b.set(1, 3)
    a.forget(1)
    assert.isUndefined(a.get(1))
    assert.equal(a.get(2), 2)
    forgetAllViewerMemos()
    assert.isUndefined(a.get(2))
    assert.isUndefined(b.get(1))
  })

  test('bounded: the oldest entry goes first', ({ assert }) => {
    const memo = viewerMemo<number>({ ttlMs: 60_000, maxEntries: 2 })
    memo.set(1, 1)
    memo.set(2, 2)
    memo.set(3, 3)
    assert.isUndefined(memo.get(1))
    assert.equal(memo.get(2), 2)
    assert.equal(memo.get(3), 3)
  })
})
