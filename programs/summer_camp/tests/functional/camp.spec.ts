import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { pinProgramClock } from '#kernel/programs/clock'
import { scheduleAnnouncement } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import { fromDbTime } from '#app/support/database/values'

/* /summer-camp (spec 000 §2.2) and its banner (§2.6: shown only between the camp's dates). */
test.group('Summer Camp', () => {
  test('a visitor and a member see the next camp and its tracks', async ({ client, assert, cleanup }) => {
    pinProgramClock(DateTime.fromISO('2027-05-10T12:00', { zone: 'America/New_York' }))
    cleanup(() => pinProgramClock(null))
    for (const request of [client.get('/summer-camp'), client.get('/summer-camp').loginAs(await makeUser())]) {
      const response = await request.withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('programs/summer_camp/camp')
      const props = response.inertiaProps as any
      assert.deepEqual(props.camp, { title: 'Summer Camp 2027', dates: 'Jul 1 – Aug 31, 2027', running: false })
      assert.isTrue(props.iterations[0].learnerOpen)
      assert.lengthOf(props.tracks, 4)
    }
  })

  test('the camp banner task schedules the banner for the camp\'s dates, once per key', async ({ assert }) => {
    const task = hooks.deadlineTasks().find((candidate) => candidate.owner === 'program:summer-camp' && candidate.key === '2027:banner')!
    await task.run()
    await task.run()
    const rows = await db.from('announcements').where('key', 'summer-camp-2027')
    assert.lengthOf(rows, 1)
    assert.equal(fromDbTime(rows[0].starts_at)!.toISO(), '2027-07-01T04:00:00.000Z')
    assert.equal(fromDbTime(rows[0].ends_at)!.toISO(), '2027-09-01T04:00:00.000Z')
    assert.equal(rows[0].link_path, '/summer-camp')
  })

  test('a scheduled banner is shown between its dates only', async ({ client, assert }) => {
    const user = await makeUser()
    const now = DateTime.utc()
    await scheduleAnnouncement({ key: 'test-camp-later', message: 'Later camp', startsAt: now.plus({ days: 30 }), endsAt: now.plus({ days: 60 }), priority: 50 })
    const before = await client.get('/explore').withInertia().loginAs(user)
    assert.notEqual((before.inertiaProps as any).announcement?.message, 'Later camp')
    await scheduleAnnouncement({ key: 'test-camp-later', message: 'Later camp', startsAt: now.minus({ days: 1 }), endsAt: now.plus({ days: 1 }), priority: 50 })
    const during = await client.get('/explore').withInertia().loginAs(user)
    assert.equal((during.inertiaProps as any).announcement.message, 'Later camp')
    await scheduleAnnouncement({ key: 'test-camp-later', message: 'Later camp', startsAt: now.minus({ days: 3 }), endsAt: now.minus({ days: 1 }), priority: 50 })
    const after = await client.get('/explore').withInertia().loginAs(user)
    assert.notEqual((after.inertiaProps as any).announcement?.message, 'Later camp')
    await assert.rejects(
      () => scheduleAnnouncement({ key: 'test-open-redirect', message: 'x', linkPath: '//evil.example', startsAt: now, endsAt: null }),
      /same-site path/
    )
  })
})
