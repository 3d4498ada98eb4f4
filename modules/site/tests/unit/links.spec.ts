import { test } from '@japa/runner'
import logger from '@adonisjs/core/services/logger'
import { ADMIN_PATH_LEADING_SLASH, adminPath, normalizeLink } from '#modules/site/index'

/*
 * Link rules (spec 000 §2.1 "Link handling", 001 §5.2, 002 §8).
 */

/** Captures what the link rules log while `run` executes. */
function captureWarnings(run: () => void): string[] {
  const seen: string[] = []
  const original = logger.warn
  logger.warn = ((...args: unknown[]) => {
    seen.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '))
  }) as typeof logger.warn
  try {
    run()
  } finally {
    logger.warn = original
  }
  return seen
}

test.group('Links: rel attributes', () => {
  test('a site path needs no rel', ({ assert }) => {
    assert.deepEqual(normalizeLink('/about'), { href: '/about', rel: null })
    assert.deepEqual(normalizeLink('#minors'), { href: '#minors', rel: null })
    assert.deepEqual(normalizeLink('/apis'), { href: '/apis', rel: null })
  })

  test('links to /api paths are nofollow: {$self}')
    .with(['/api', '/api/auth/login', '/api/auth/login?mode=signup', '/api#x'])
    .run(({ assert }, href) => {
      assert.deepEqual(normalizeLink(href), { href, rel: 'nofollow' })
    })

  test('user-generated links are "ugc nofollow": {$self}')
    .with(['https://example.org/notes', '/about', '/api/version.json', 'mailto:friend@example.org'])
    .run(({ assert }, href) => {
      assert.deepEqual(normalizeLink(href, { userGenerated: true }), { href, rel: 'ugc nofollow' })
    })

  test('external links written by the product carry no rel', ({ assert }) => {
    assert.deepEqual(normalizeLink('https://example.org'), { href: 'https://example.org', rel: null })
    assert.deepEqual(normalizeLink('http://example.org/a?b=c'), { href: 'http://example.org/a?b=c', rel: null })
  })
})

test.group('Links: https:// is prepended without a mailto or http(s) prefix', () => {
  test('{href} → {expected}')
    .with([
      { href: 'example.org', expected: 'https://example.org' },
      { href: 'www.example.org/path?q=1', expected: 'https://www.example.org/path?q=1' },
      { href: 'example.org:8080/x', expected: 'https://example.org:8080/x' },
      { href: 'localhost:3000', expected: 'https://localhost:3000' },
      { href: '//example.org/x', expected: 'https://example.org/x' },
      { href: '  example.org  ', expected: 'https://example.org' },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(normalizeLink(row.href), { href: row.expected, rel: null })
      assert.deepEqual(normalizeLink(row.href, { userGenerated: true }), {
        href: row.expected,
        rel: 'ugc nofollow',
      })
    })

  test('the prefix check ignores case', ({ assert }) => {
    assert.equal(normalizeLink('HTTPS://Example.org')?.href, 'HTTPS://Example.org')
    assert.equal(normalizeLink('MailTo:help@peerhaven.org')?.href, 'MailTo:help@peerhaven.org')
  })

  test('an address that is not a valid web address after prefixing is rejected', ({ assert }) => {
    assert.isNull(normalizeLink('not a link'))
    assert.isNull(normalizeLink('https://'))
    assert.isNull(normalizeLink('http://exa mple.org'))
    assert.isNull(normalizeLink(''))
    assert.isNull(normalizeLink('   '))
  })
})

test.group('Links: mailto', () => {
  test('a valid mailto is kept: {$self}')
    .with([
      'mailto:help@peerhaven.org',
      'mailto:help@peerhaven.org?subject=Hello%20there',
      'mailto:safety@peerhaven.org,press@peerhaven.org',
      'mailto:first.last%2Btag@example.co.uk',
    ])
    .run(({ assert }, href) => {
      assert.deepEqual(normalizeLink(href), { href, rel: null })
    })

  test('a malformed mailto is rejected and logged: {$self}')
    .with(['mailto:', 'mailto:?subject=hi', 'mailto:help', 'mailto:help@', 'mailto:@peerhaven.org', 'mailto:a b@c.org', 'mailto:a@b', 'mailto:%E0%A4%A'])
    .run(({ assert }, href) => {
      let result: unknown = 'not called'
      const warnings = captureWarnings(() => {
        result = normalizeLink(href)
      })
      assert.isNull(result)
      assert.lengthOf(warnings, 1)
      assert.include(warnings[0], 'malformed mailto')
    })
})

test.group('Links: {host} placeholder', () => {
  test('an address beginning with {host} is rejected and logged: {$self}')
    .with(['{host}/session/5', '{host}', '  {host}/x'])
    .run(({ assert }, href) => {
      let result: unknown = 'not called'
      const warnings = captureWarnings(() => {
        result = normalizeLink(href, { userGenerated: true })
      })
      assert.isNull(result)
      assert.lengthOf(warnings, 1)
      assert.include(warnings[0], '{host}')
    })

  test('{host} elsewhere than the start is not the placeholder rule', ({ assert }) => {
    assert.deepEqual(normalizeLink('https://example.org/{host}'), {
      href: 'https://example.org/{host}',
      rel: null,
    })
  })
})

test.group('Links: dangerous and other schemes never become links', () => {
  test('{$self} → null')
    .with([
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.org/file',
      'tel:+15555550123',
      'blob:https://example.org/uuid',
    ])
    .run(({ assert }, href) => {
      assert.isNull(normalizeLink(href))
      assert.isNull(normalizeLink(href, { userGenerated: true }))
    })

  test('backslash tricks do not produce a site path', ({ assert }) => {
    assert.notEqual(normalizeLink('/\\evil.example')?.href?.[0], '/')
    assert.isNull(normalizeLink('/path\\with\\backslash'))
  })
})

test.group('Admin paths (spec 000 §2.2, 002 §8)', () => {
  test('adminPath builds /admin/{path}', ({ assert }) => {
    assert.equal(adminPath('users'), '/admin/users')
    assert.equal(adminPath('peer-review/reviews'), '/admin/peer-review/reviews')
    assert.equal(adminPath('program/iterations'), '/admin/program/iterations')
    assert.equal(adminPath(), '/admin')
  })

  test('a leading slash throws the catalogue message: {$self}')
    .with(['/users', '//users', '/'])
    .run(({ assert }, path) => {
      assert.throws(() => adminPath(path), ADMIN_PATH_LEADING_SLASH)
      assert.equal(ADMIN_PATH_LEADING_SLASH, 'Invalid input url, should not contain a leading slash')
    })
})
