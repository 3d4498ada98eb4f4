import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { escapeXml } from '../../rss.js'
import { slugFromTitle } from '../../shared/slug.js'
import { publicationState } from '../../shared/publication.js'
import { trailingSlashTarget } from '../../trailing_slash.js'

test.group('Blog rules (issue 10 §3)', () => {
  test('a slug comes from the title: lowercase words joined by dashes', ({ assert }) => {
    assert.equal(slugFromTitle('How a Peerhaven session works!'), 'how-a-peerhaven-session-works')
    assert.equal(slugFromTitle('  Café & “crème” brûlée  '), 'cafe-creme-brulee')
    assert.equal(slugFromTitle('!!!'), '')
    assert.isAtMost(slugFromTitle('a'.repeat(300)).length, 120)
  })

  test('spec 001 §3.2 published_at: null is a draft, the future is scheduled, else published', ({ assert }) => {
    const now = new Date('2026-01-01T12:00:00Z')
    assert.equal(publicationState(null, now), 'draft')
    assert.equal(publicationState('2026-01-01T12:00:01Z', now), 'scheduled')
    assert.equal(publicationState('2026-01-01T12:00:00Z', now), 'published')
    assert.equal(publicationState(DateTime.fromISO('2025-12-31T00:00:00Z').toJSDate(), now), 'published')
  })

  test('RSS text is escaped and control characters are dropped', ({ assert }) => {
    assert.equal(escapeXml(`<b>"Tom" & 'Jerry'</b>\u0001`), '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;')
  })

  test('spec 000 §2.1 /blog/{slug}/ → /blog/{slug}: one encoded segment, query kept', ({ assert }) => {
    assert.equal(trailingSlashTarget({ pathname: '/blog/a/', query: 'x=1' }, 'a'), '/blog/a?x=1')
    assert.isNull(trailingSlashTarget({ pathname: '/blog/a', query: null }, 'a'))
    assert.equal(trailingSlashTarget({ pathname: '/blog/%2F%2Fevil.example/' }, '//evil.example'), '/blog/%2F%2Fevil.example')
    assert.equal(trailingSlashTarget({ pathname: '/blog/../' }, '..'), '/blog/%2E%2E')
  })
})
