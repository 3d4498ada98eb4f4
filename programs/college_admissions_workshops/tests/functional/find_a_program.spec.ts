import { test } from '@japa/runner'
import { listPrograms } from '#kernel/programs/registry'
import { makeUser } from '#tests/helpers/users'
import { ny, pinAt } from '../helpers.js'

/*
 * /find-a-program (kernel page; spec 000 §2.1 /find-a-workshop → ?world=college-admissions-workshops):
 * programs and their open offerings, filtered by ?world= and ?program=.
 */
test.group('Find a program', () => {
  test('a visitor and a member see the programs', async ({ client, assert }) => {
    const visitor = await client.get('/find-a-program').withInertia()
    visitor.assertStatus(200)
    visitor.assertInertiaComponent('find_a_program')
    // Every registered program (the workshops, the learning labs, the summer camp, dialogues, key club).
    visitor.assertInertiaPropsContains({ pagination: { page: 1, total: listPrograms().length } })
    // The world filter offers every program world (and the registered programs' fallbacks).
    const worlds = ((visitor.inertiaProps as any).worlds as Array<{ slug: string }>).map((w) => w.slug)
    for (const slug of ['college-admissions-workshops', 'college-prep', 'sat-bootcamp']) assert.include(worlds, slug)
    const member = await client.get('/find-a-program').withInertia().loginAs(await makeUser())
    member.assertStatus(200)
    member.assertInertiaComponent('find_a_program')
  })

  test('filtered by {query}')
    .with([
      { query: 'world=college-admissions-workshops', total: 1 },
      { query: 'world=college-prep', total: 1 }, // the program's fallback world
      { query: 'program=college-admissions-workshops', total: 1 },
      { query: 'world=college-admissions-workshops&program=college-admissions-workshops', total: 1 },
      { query: 'world=sat-bootcamp', total: 1, first: 'sat-bootcamp' },
      { query: 'program=sat-bootcamp', total: 1, first: 'sat-bootcamp' },
      { query: 'program=no-such-program', total: 0 },
      { query: 'world=hub&program=college-admissions-workshops', total: 0 },
      { query: 'world=%3Cscript%3Ealert(1)%3C%2Fscript%3E', total: 0 },
      { query: 'program=' + 'x'.repeat(500), total: 0 },
      // A bad page is the first page: every registered program (fewer than a page of them).
      { query: 'page=abc', total: 'all' },
      { query: 'page=999999', total: 'all' },
    ])
    .run(async ({ client, assert }, row) => {
      const response = await client.get(`/find-a-program?${row.query}`).withInertia()
      response.assertStatus(200)
      const props = response.inertiaProps as any
      const total = typeof row.total === 'number' ? row.total : listPrograms().length
      assert.equal(props.pagination.total, total)
      assert.lengthOf(props.programs, total)
      if (total) assert.equal(props.programs[0].slug, 'first' in row ? row.first : 'college-admissions-workshops')
    })

  test('/find-a-workshop lands on the workshops (site redirect)', async ({ client }) => {
    const response = await client.get('/find-a-workshop').redirects(0)
    response.assertHeader('location', '/find-a-program?world=college-admissions-workshops')
  })

  test('open offerings: the iterations whose registration is open now', async ({ client, assert, cleanup }) => {
    // 2025-08-26: September learner registration is open; October is open to tutors (since Aug 25).
    pinAt(ny('2025-08-26T12:00'), cleanup)
    const response = await client.get('/find-a-program?world=college-admissions-workshops').withInertia()
    const [program] = (response.inertiaProps as any).programs
    assert.deepEqual(
      program.openIterations.map((it: any) => [it.key, it.learnerOpen, it.tutorOpen]),
      [['2025-09', true, true], ['2025-10', false, true]]
    )
    assert.deepEqual(
      program.openIterations[0].offerings.map((o: any) => o.title),
      ['The Essay', 'The Application', 'Finding Your Fit', 'Getting Unstuck on Your College Essay']
    )
    assert.equal(program.openIterations[0].offerings[3].dates, 'Sep 10, 2025')
    assert.equal(program.homePath, '/college-admissions')
    assert.equal(program.upcoming.key, '2025-11')
  })

  test('nothing open after the last iteration', async ({ client, assert, cleanup }) => {
    pinAt(ny('2027-12-01T12:00'), cleanup)
    const response = await client.get('/find-a-program?program=college-admissions-workshops').withInertia()
    const [program] = (response.inertiaProps as any).programs
    assert.deepEqual(program.openIterations, [])
    assert.isNull(program.upcoming)
  })

  test('issue 17 §4: on every day from 23 November 2026 to 31 August 2027 something is open or opening soon', async ({
    client,
    assert,
    cleanup,
  }) => {
    for (let day = ny('2026-11-23T12:00'); day <= ny('2027-08-31T12:00'); day = day.plus({ weeks: 1 })) {
      pinAt(day, cleanup)
      const response = await client.get('/find-a-program?world=college-admissions-workshops').withInertia()
      const [program] = (response.inertiaProps as any).programs
      // Open for learners, or for tutors with the learners' opening date shown, or upcoming.
      assert.isTrue(program.openIterations.length > 0 || program.upcoming !== null, day.toISODate()!)
    }
  })
})
