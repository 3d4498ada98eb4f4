import { test } from '@japa/runner'
import { pinProgramClock } from '#kernel/programs/clock'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'

/* /learning-labs and the labs on /find-a-program (spec 002 "Learning labs"; issue 17 §1). */
const pinAt = (local: string, cleanup: (fn: () => void) => void) => {
  pinProgramClock(DateTime.fromISO(local, { zone: 'America/New_York' }))
  cleanup(() => pinProgramClock(null))
}

test.group('Learning Labs pages', () => {
  test('a visitor and a member see both labs and the rounds open or coming', async ({ client, assert, cleanup }) => {
    pinAt('2026-12-10T12:00', cleanup)
    for (const request of [client.get('/learning-labs'), client.get('/learning-labs').loginAs(await makeUser())]) {
      const response = await request.withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('programs/learning_labs/labs')
      const props = response.inertiaProps as any
      assert.deepEqual(props.labs.map((lab: { world: string }) => lab.world), ['pre-calculus-learning-labs', 'algebra2-learning-labs'])
      assert.equal(props.iterations[0].key, '2027-01')
      assert.isTrue(props.iterations[0].learnerOpen)
      const prep = props.labs[1].units.find((unit: { slug: string }) => unit.slug === 'algebra2-final-exam-prep')
      assert.equal(prep.sessions, 7)
    }
  })

  test('/find-a-program?world= of one lab lists that lab\'s units only', async ({ client, assert, cleanup }) => {
    pinAt('2027-02-15T12:00', cleanup) // the March 2027 round (all six units) is open
    const algebra = await client.get('/find-a-program?world=algebra2-learning-labs').withInertia()
    const [program] = (algebra.inertiaProps as any).programs
    assert.equal(program.slug, 'learning-labs')
    const march = program.openIterations.find((it: { key: string }) => it.key === '2027-03')
    assert.sameMembers(
      march.offerings.map((offering: { slug: string }) => offering.slug),
      ['algebra2-trigonometry', 'algebra2-polynomial-arithmetic', 'algebra2-logarithms']
    )
    const all = await client.get('/find-a-program?program=learning-labs').withInertia()
    const marchAll = (all.inertiaProps as any).programs[0].openIterations.find((it: { key: string }) => it.key === '2027-03')
    assert.lengthOf(marchAll.offerings, 6)
    const worlds = ((all.inertiaProps as any).worlds as Array<{ slug: string }>).map((world) => world.slug)
    assert.includeMembers(worlds, ['pre-calculus-learning-labs', 'algebra2-learning-labs'])
  })
})
