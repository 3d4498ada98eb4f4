import { test } from '@japa/runner'
import { joinWaitlist } from '#modules/programs/index'
import { makeUser } from '#tests/helpers/users'
import { ny, pinAt } from '../helpers.js'

/*
 * The marketing page (spec 000 §2.2 "College admissions workshops: a marketing page with a learner
 * view and a tutor view"; route decided: /college-admissions, ?view=tutor or /college-admissions/tutor).
 */
const PAGE = 'programs/college_admissions_workshops/marketing'

test.group('College Admissions Workshops: marketing page', () => {
  test('a visitor sees the learner view with the factoids and offerings', async ({ client, assert }) => {
    const response = await client.get('/college-admissions').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent(PAGE)
    response.assertInertiaPropsContains({ view: 'learner', signedIn: false, facts: { tutors: 'more than 11,000', maxClassSize: 15 } })
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.offerings.map((o: { title: string }) => o.title),
      ['The Essay', 'The Application', 'Finding Your Fit', 'Financial Aid Decoded', 'Getting Unstuck on Your College Essay']
    )
    assert.include(props.links.signUp, '/api/auth/login?mode=signup&returnTo=%2Fcollege-admissions')
  })

  test('the tutor view: ?view=tutor and /college-admissions/tutor', async ({ client }) => {
    for (const path of ['/college-admissions?view=tutor', '/college-admissions/tutor']) {
      const response = await client.get(path).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(PAGE)
      response.assertInertiaPropsContains({ view: 'tutor' })
    }
    const learner = await client.get('/college-admissions/learner').withInertia()
    learner.assertInertiaPropsContains({ view: 'learner' })
  })

  test('an unknown view falls back to learners; an unknown subpage is not found', async ({ client }) => {
    const fallback = await client.get('/college-admissions?view=%3Cscript%3E').withInertia()
    fallback.assertInertiaPropsContains({ view: 'learner' })
    const missing = await client.get('/college-admissions/admin').withInertia()
    missing.assertStatus(404)
  })

  test('a member sees the page and its waitlist state', async ({ client }) => {
    const user = await makeUser()
    const response = await client.get('/college-admissions').withInertia().loginAs(user)
    response.assertStatus(200)
    response.assertInertiaPropsContains({ signedIn: true, waitlist: { learner: { joined: false } } })
  })

  test('after every iteration: nothing scheduled, the waitlist is for the next one', async ({ client, cleanup }) => {
    pinAt(ny('2027-10-15T12:00'), cleanup)
    const response = await client.get('/college-admissions').withInertia()
    response.assertInertiaPropsContains({
      iteration: null,
      lastEnded: 'October 7, 2027',
      waitlist: { learner: { iteration: 'next', iterationTitle: null, joined: false } },
    })
  })

  test('during learner registration the learner view says registration is open', async ({ client, cleanup }) => {
    pinAt(ny('2025-08-20T12:00'), cleanup)
    const response = await client.get('/college-admissions').withInertia()
    response.assertInertiaPropsContains({
      iteration: {
        key: '2025-09',
        title: 'September 2025',
        phase: 'learner_registration',
        learnerOpen: true,
        tutorOpen: true,
        learnerDeadline: 'September 5, 2025 at 11:59 PM ET',
      },
      // Joining now waits for October (September's registration is already open).
      waitlist: { learner: { iteration: '2025-10', iterationTitle: 'October 2025' } },
    })
  })

  test('before learner registration the tutor view is open and the learner view is not', async ({ client, cleanup }) => {
    // August's learner deadline (Aug 1) has passed; September is open to tutors from Jul 28, learners from Aug 11.
    pinAt(ny('2025-08-05T12:00'), cleanup)
    const response = await client.get('/college-admissions?view=tutor').withInertia()
    response.assertInertiaPropsContains({
      view: 'tutor',
      iteration: { key: '2025-09', phase: 'tutor_registration', learnerOpen: false, tutorOpen: true, learnerRegistrationOpens: 'August 11, 2025 at 9:00 AM ET' },
    })
  })

  test('a member on the waitlist sees it', async ({ client, cleanup }) => {
    pinAt(ny('2027-10-15T12:00'), cleanup)
    const user = await makeUser()
    await joinWaitlist({ programSlug: 'college-admissions-workshops', waitlist: 'caw-tutor', iteration: 'next', userId: user.id })
    const response = await client.get('/college-admissions?view=tutor').withInertia().loginAs(user)
    response.assertInertiaPropsContains({ waitlist: { tutor: { joined: true }, learner: { joined: false } } })
  })

  test('a full page load renders in the app frame', async ({ client, assert }) => {
    const response = await client.get('/college-admissions')
    response.assertStatus(200)
    assert.match(response.header('content-type') as string, /text\/html/)
    assert.match(response.text(), /programs(\/|\\\/|&#x2F;|&#47;)college_admissions_workshops(\/|\\\/|&#x2F;|&#47;)marketing/)
  })
})
