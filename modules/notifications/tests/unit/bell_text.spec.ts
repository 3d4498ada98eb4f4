import { test } from '@japa/runner'
import { badgeText, bellLabel, relativeTimeText } from '../../shared/index.js'

test.group('The bell’s texts (issue 14 §2 bell menu)', () => {
  test('the badge shows the count, and "9+" above nine', ({ assert }) => {
    assert.equal(badgeText(1), '1')
    assert.equal(badgeText(9), '9')
    assert.equal(badgeText(10), '9+')
    assert.equal(badgeText(10_000), '9+')
  })

  test('the accessible name says the count, "99+" at the server\'s cap of 100', ({ assert }) => {
    assert.equal(bellLabel(0), 'Notifications')
    assert.equal(bellLabel(3), 'Notifications, 3 unread')
    assert.equal(bellLabel(99), 'Notifications, 99 unread')
    assert.equal(bellLabel(100), 'Notifications, 99+ unread')
  })

  test('times read as how long ago', ({ assert }) => {
    const now = new Date('2026-03-10T12:00:00Z')
    assert.equal(relativeTimeText('2026-03-10T11:59:30Z', now), 'just now')
    assert.equal(relativeTimeText('2026-03-10T11:55:00Z', now), '5 minutes ago')
    assert.equal(relativeTimeText('2026-03-10T09:00:00Z', now), '3 hours ago')
    assert.equal(relativeTimeText('2026-03-09T11:00:00Z', now), 'yesterday')
    assert.equal(relativeTimeText('2026-02-20T12:00:00Z', now), '2 weeks ago')
  })
})
