import { test } from '@japa/runner'
import { REDIRECTS, redirectRuleFor, redirectSources } from '#modules/site/index'
import { encodeParams, mergeQuery, sameSitePath } from '#modules/site/redirects'

/* The redirect table's building blocks (spec 000 §2.1); the routes are tested end to end too. */
test.group('Redirect table', () => {
  test('every source pattern appears once', ({ assert }) => {
    const sources = redirectSources()
    assert.lengthOf(new Set(sources), sources.length)
  })

  test('only the peer-review moves are permanent (the blog trailing slash: modules/blog)', ({ assert }) => {
    const permanent = REDIRECTS.filter((rule) => rule.status === 301).flatMap((rule) =>
      typeof rule.from === 'string' ? [rule.from] : [...rule.from]
    )
    assert.sameMembers(permanent, [
      '/tutor/audit',
      '/tutor/audit/*',
      '/admin/peer-review/audits',
      '/admin/audit',
      '/admin/audit/*',
    ])
  })

  test('every temporary rule keeps the query string', ({ assert }) => {
    for (const rule of REDIRECTS.filter((r) => r.status === 302)) assert.isTrue(rule.keepQuery)
  })
})

test.group('Redirect building blocks', () => {
  test('parameters are percent-encoded; wildcards lose empty segments', ({ assert }) => {
    assert.deepEqual(encodeParams({ id: '//evil.example', '*': ['', 'a b', '..', 'c'] }), {
      'id': '%2F%2Fevil.example',
      '*': 'a%20b/%2E%2E/c',
    })
  })

  test('sameSitePath refuses anything a browser could read as another site', ({ assert }) => {
    assert.equal(sameSitePath('/explore'), '/explore')
    assert.equal(sameSitePath('//evil.example'), '/')
    assert.equal(sameSitePath('/\\evil.example'), '/')
    assert.equal(sameSitePath('https://evil.example'), '/')
    assert.equal(sameSitePath('/a\nb'), '/')
  })

  test('the rule query comes first and wins; consumed names are dropped', ({ assert }) => {
    const incoming = new URLSearchParams('b=2&a=9&show=x&c=3')
    assert.equal(mergeQuery({ a: '1' }, incoming, ['show']), 'a=1&b=2&c=3')
    assert.equal(mergeQuery({}, null), '')
  })
})

test.group('Redirect hand-over', () => {
  test('redirectRuleFor finds the rule of a source pattern', ({ assert }) => {
    assert.equal(redirectRuleFor('/tutors/:id')?.status, 302)
    assert.equal(redirectRuleFor('/admin/audit/*')?.status, 301)
    assert.isUndefined(redirectRuleFor('/nowhere'))
  })
})
