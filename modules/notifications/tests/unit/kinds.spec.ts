import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  describeNotification,
  isSameSitePath,
  registerNotificationKind,
  type StoredNotification,
} from '../../kinds.js'

registerNotificationKind('tests.kinds.echo', {
  describe: (n) =>
    n.payload.hide
      ? null
      : { text: String(n.payload.text ?? ''), href: String(n.payload.href ?? '') },
})

function stored(key: string, payload: Record<string, unknown>): StoredNotification {
  const now = DateTime.utc()
  return {
    id: 1,
    key,
    userId: 1,
    relatedUserId: 2,
    secondaryRelatedUserId: null,
    worldId: null,
    sessionId: null,
    seriesId: null,
    postId: null,
    payload,
    notifyAt: now,
    clickedAt: null,
    createdAt: now,
  }
}

test.group('Notification kinds (issue 14 §2: every notification links to its object)', () => {
  test('a registered kind builds the line from the stored row', ({ assert }) => {
    assert.deepEqual(
      describeNotification(
        stored('tests.kinds.echo', { text: 'Ada mentioned you', href: '/w/maths/p/3' })
      ),
      {
        text: 'Ada mentioned you',
        href: '/w/maths/p/3',
      }
    )
  })

  test('an unknown key, a null answer or an empty line is not shown', ({ assert }) => {
    assert.isNull(describeNotification(stored('tests.kinds.nobody', { text: 'x', href: '/x' })))
    assert.isNull(describeNotification(stored('tests.kinds.echo', { hide: true })))
    assert.isNull(describeNotification(stored('tests.kinds.echo', { text: '', href: '/x' })))
  })

  test('a link off this site is dropped (no open redirect)', ({ assert }) => {
    for (const href of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'w/x',
      '/x\ny',
      '',
    ]) {
      assert.isFalse(isSameSitePath(href), href)
      assert.isNull(describeNotification(stored('tests.kinds.echo', { text: 'hi', href })), href)
    }
    assert.isTrue(isSameSitePath('/w/maths/p/3#comment-2'))
  })

  test('a key is registered once', ({ assert }) => {
    assert.throws(
      () => registerNotificationKind('tests.kinds.echo', { describe: () => null }),
      /already registered/
    )
  })
})
