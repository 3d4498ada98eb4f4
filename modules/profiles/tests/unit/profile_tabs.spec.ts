import { test } from '@japa/runner'
import { legacyTabLocation } from '../../profile_tabs.js'

/* spec 000 §2.1: "/u/{user} with query show=achievements, sessions or feedback goes to /u/{user}/achievements, /sessions, /feedback; show=overview goes to /u/{user}". */
test.group('profile ?show= redirects (spec 000 §2.1)', () => {
  test('the old tabs move to their paths, the rest of the query kept', ({ assert }) => {
    const at = (search: string) => legacyTabLocation('ana', new URLSearchParams(search))
    assert.equal(at('show=sessions'), '/u/ana/sessions')
    assert.equal(at('show=overview&x=1'), '/u/ana?x=1')
    assert.isNull(at(''))
    assert.isNull(at('show=settings'))
    assert.isNull(at('show=network'), 'network never was a ?show= tab')
    assert.equal(legacyTabLocation('a/b', new URLSearchParams('show=feedback')), '/u/a%2Fb/feedback')
  })
})
