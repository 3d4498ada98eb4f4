import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { redirectSources } from '#modules/site/index'

/*
 * spec 000 §2.1: every redirect rule of modules/site/redirects.ts, table-driven.
 * Each row: the address requested, the status and the Location expected.
 */
type Row = { source: string; status: 301 | 302; location: string }

const SMS = 'utm_source=sms&utm_campaign=reminder'

const ROWS: Row[] = [
  // Tutor and profile
  { source: '/tutors/42', status: 302, location: '/tutor/42' },
  { source: '/tutors/jane-doe', status: 302, location: '/tutor/jane-doe' },
  { source: '/tutor/42', status: 302, location: '/u/42' },
  { source: '/tutor/42/network', status: 302, location: '/u/42/network' },
  { source: '/tutor/jane/network', status: 302, location: '/u/jane/network' },
  { source: '/u/alice?show=achievements', status: 302, location: '/u/alice/achievements' },
  { source: '/u/alice?show=sessions', status: 302, location: '/u/alice/sessions' },
  { source: '/u/alice?show=feedback', status: 302, location: '/u/alice/feedback' },
  { source: '/u/alice?show=overview', status: 302, location: '/u/alice' },
  { source: '/u/alice?ref=mail&show=feedback', status: 302, location: '/u/alice/feedback?ref=mail' },
  { source: '/me/edit', status: 302, location: '/settings' },
  { source: '/me/edit/avatar', status: 302, location: '/settings' },
  { source: '/me/edit/notifications', status: 302, location: '/settings/notifications' },
  // Certification and review (the peer-review moves are permanent)
  { source: '/topic/review/7', status: 302, location: '/certification/review/7' },
  { source: '/certification', status: 302, location: '/certification/about' },
  { source: '/admin/audit', status: 301, location: '/admin/peer-review' },
  { source: '/admin/audit/queue/5', status: 301, location: '/admin/peer-review/queue/5' },
  { source: '/admin/audit?page=2', status: 301, location: '/admin/peer-review?page=2' },
  { source: '/admin/peer-review/audits', status: 301, location: '/admin/peer-review/reviews' },
  { source: '/tutor/audit', status: 301, location: '/tutor/peer-review' },
  { source: '/tutor/audit/pending', status: 301, location: '/tutor/peer-review/pending' },
  { source: '/tutor/audit/network', status: 301, location: '/tutor/peer-review/network' },
  // Home and exploration
  { source: '/readyset', status: 302, location: '/' },
  { source: '/ap', status: 302, location: '/' },
  { source: '/about/get-involved', status: 302, location: '/' },
  { source: '/beta', status: 302, location: '/' },
  { source: '/india', status: 302, location: '/course/india' },
  { source: '/summer', status: 302, location: '/explore' },
  { source: '/explore/all', status: 302, location: '/explore' },
  { source: '/explore/all?filter=math', status: 302, location: '/explore?filter=math' },
  // Session reminders: the sms campaign tag first, other parameters after it
  { source: '/r/t/99', status: 302, location: `/session/99?${SMS}` },
  { source: '/r/ts/12', status: 302, location: `/series/12?${SMS}` },
  { source: '/r/tlh', status: 302, location: `/live-help?${SMS}` },
  { source: '/r/tdc', status: 302, location: `/doubt-clearing?${SMS}` },
  { source: '/r/t/99?utm_source=email&seat=3', status: 302, location: `/session/99?${SMS}&seat=3` },
  // Live help and educators
  { source: '/livehelp', status: 302, location: '/live-help' },
  { source: '/live-help/doubt-clearing', status: 302, location: '/live-help' },
  { source: '/live-help/educators', status: 302, location: '/educators' },
  { source: '/teachers', status: 302, location: '/educators' },
  { source: '/counselors?from=flyer', status: 302, location: '/educators?from=flyer' },
  { source: '/join/key-club', status: 302, location: '/key-club' },
  { source: '/classrooms/5', status: 302, location: '/classrooms/5/certifications' },
  // SAT bootcamp
  { source: '/sat-bootcamp-coming-soon', status: 302, location: '/sat-bootcamp' },
  { source: '/sat-bootcamp/coming-soon', status: 302, location: '/sat-bootcamp' },
  { source: '/sat', status: 302, location: '/sat-bootcamp' },
  {
    source: '/sat-bootcamp/consent/AbC123',
    status: 302,
    location: '/sat-bootcamp/tutor/consent?invite_code=abc123',
  },
  {
    source: '/sat-bootcamp/consent/XY-9?ref=mail&invite_code=OTHER',
    status: 302,
    location: '/sat-bootcamp/tutor/consent?invite_code=xy-9&ref=mail',
  },
  {
    source: '/sat-bootcamp/request-consent/tutor',
    status: 302,
    location: '/sat-bootcamp/tutor/request-consent',
  },
  { source: '/course/sat-bootcamp-math', status: 302, location: '/w/sat-bootcamp' },
  { source: '/course/sat-bootcamp-reading-writing', status: 302, location: '/w/sat-bootcamp' },
  { source: '/sat-bootcamp/explore', status: 302, location: '/w/sat-bootcamp/sessions?show=explore' },
  { source: '/w/sat-bootcamp/sessions', status: 302, location: '/w/sat-bootcamp' },
  { source: '/w/sat-bootcamp/sessions?page=2', status: 302, location: '/w/sat-bootcamp?page=2' },
  { source: '/sat-bootcamp/onboarding', status: 302, location: '/sat-bootcamp/onboarding-sessions' },
  {
    source: '/sat-bootcamp/onboarding-session',
    status: 302,
    location: '/sat-bootcamp/onboarding-sessions',
  },
  // Dashboard
  { source: '/dashboard/tutoring', status: 302, location: '/dashboard' },
  { source: '/dashboard/achievements', status: 302, location: '/dashboard' },
  { source: '/dashboard/certifications', status: 302, location: '/dashboard' },
  { source: '/dashboard/new', status: 302, location: '/dashboard' },
  { source: '/dashboard/session', status: 302, location: '/dashboard' },
  { source: '/dashboard/programs-new', status: 302, location: '/dashboard/programs' },
  { source: '/find-a-tutor', status: 302, location: '/dashboard/one-on-one' },
  { source: '/tutor/host', status: 302, location: '/tutor' },
  { source: '/session/schedule', status: 302, location: '/tutor' },
  { source: '/series/schedule', status: 302, location: '/tutor' },
  // Worlds and programs
  { source: '/w/college-advice', status: 302, location: '/w/college-prep' },
  { source: '/w/college-advice/c/3', status: 302, location: '/w/college-prep/c/3' },
  { source: '/ka', status: 302, location: '/khan-academy' },
  { source: '/ka/algebra/unit-1', status: 302, location: '/khan-academy/algebra/unit-1' },
  {
    source: '/find-a-workshop',
    status: 302,
    location: '/find-a-program?world=college-admissions-workshops',
  },
  { source: '/find-a-bootcamp', status: 302, location: '/find-a-program?program=sat-bootcamp' },
  {
    source: '/find-a-bootcamp?ref=home',
    status: 302,
    location: '/find-a-program?program=sat-bootcamp&ref=home',
  },
  // Beta and blog
  { source: '/beta/w/sat/c/4/p/9', status: 302, location: '/beta/w/sat/p/9' },
  { source: '/beta/w/sat/p/9', status: 302, location: '/w/sat/p/9' },
  { source: '/beta/explore?x=1', status: 302, location: '/explore?x=1' },
  { source: '/blog/study-tips/', status: 301, location: '/blog/study-tips' },
  { source: '/blog/study-tips/?utm_source=feed', status: 301, location: '/blog/study-tips?utm_source=feed' },
]

/* Parameters that try to leave the site stay inside a path segment (percent-encoded). */
const OPEN_REDIRECT_ATTEMPTS: Row[] = [
  { source: '/tutors/%2F%2Fevil.example', status: 302, location: '/tutor/%2F%2Fevil.example' },
  { source: '/tutors/%5C%5Cevil.example', status: 302, location: '/tutor/%5C%5Cevil.example' },
  { source: '/tutor/https:%2F%2Fevil.example/network', status: 302, location: '/u/https%3A%2F%2Fevil.example/network' },
  { source: '/beta/%2F%2Fevil.example', status: 302, location: '/%2F%2Fevil.example' },
  { source: '/beta//evil.example', status: 302, location: '/evil.example' },
  { source: '/beta/%5Cevil.example', status: 302, location: '/%5Cevil.example' },
  { source: '/ka/%2F%2Fevil.example/x', status: 302, location: '/khan-academy/%2F%2Fevil.example/x' },
  { source: '/blog/%2F%2Fevil.example/', status: 301, location: '/blog/%2F%2Fevil.example' },
  {
    source: '/sat-bootcamp/consent/%2F%2FEvil.example',
    status: 302,
    location: '/sat-bootcamp/tutor/consent?invite_code=%2F%2Fevil.example',
  },
]

test.group('Site redirects (spec 000 §2.1)', () => {
  test('{source} → {status} {location}')
    .with([...ROWS, ...OPEN_REDIRECT_ATTEMPTS])
    .run(async ({ client, assert }, row) => {
      const response = await client.get(row.source).redirects(0)
      response.assertStatus(row.status)
      response.assertHeader('location', row.location)
      const location = response.header('location') as string
      assert.match(location, /^\/(?![/\\])/, 'a same-site path')
    })

  test('every source pattern of the table is exercised by a row', ({ assert }) => {
    const hit = new Set<string>()
    for (const row of [...ROWS, ...OPEN_REDIRECT_ATTEMPTS]) {
      const path = row.source.split('?')[0]
      const match = router.match(path, 'GET', path.includes('%'))
      if (match) hit.add(match.route.pattern)
    }
    const missing = redirectSources().filter((pattern) => !hit.has(pattern))
    assert.deepEqual(missing, [])
  })

  test('a logged-in member is redirected the same way', async ({ client }) => {
    const { makeUser } = await import('#tests/helpers/users')
    const user = await makeUser()
    const response = await client.get('/r/t/5').redirects(0).loginAs(user)
    response.assertStatus(302)
    response.assertHeader('location', `/session/5?${SMS}`)
  })
})

test.group('Site redirects: what must not redirect', () => {
  test('{source} is not found (no redirect)')
    .with([
      // Only numeric ids go from /tutor/{id} to the profile.
      { source: '/tutor/jane' },
      { source: '/tutor/12ab' },
      // /u/{user} is the profile page: only the old ?show= tabs redirect.
      { source: '/u/alice' },
      { source: '/u/alice?show=unknown' },
      // With a show query the sessions page is not sent back to /w/sat-bootcamp (no loop).
      { source: '/w/sat-bootcamp/sessions?show=explore' },
      // The blog post address itself does not redirect to itself.
      { source: '/blog/study-tips' },
    ])
    .run(async ({ client }, row) => {
      const response = await client.get(row.source).redirects(0).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    })
})
