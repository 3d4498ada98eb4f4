import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { pinProgramClock } from '#kernel/programs/clock'
import { makeUser } from '#tests/helpers/users'

/* /dialogues?utm_content= (spec 000 §2.2) and the Learn menu entry (§2.6). */
test.group('Dialogues landing page', () => {
  test('a visitor and a member see the formats, topic groups and the season', async ({ client, assert, cleanup }) => {
    pinProgramClock(DateTime.fromISO('2026-11-23T12:00', { zone: 'America/New_York' }))
    cleanup(() => pinProgramClock(null))
    for (const request of [client.get('/dialogues'), client.get('/dialogues').loginAs(await makeUser())]) {
      const response = await request.withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('programs/dialogues/landing')
      const props = response.inertiaProps as any
      assert.isNull(props.featured)
      assert.equal(props.topicGroups[0].slug, 'political')
      assert.equal(props.iterations[0].key, '2026-fall')
      assert.isTrue(props.iterations[0].learnerOpen)
      assert.sameMembers(props.formats.map((format: { slug: string }) => format.slug), ['dialogue-event', 'dialogue-club'])
    }
  })

  test('utm_content naming a topic group leads with it; other values are ignored', async ({ client, assert }) => {
    const featured = await client.get('/dialogues?utm_content=health').withInertia()
    assert.equal((featured.inertiaProps as any).featured, 'health')
    assert.equal((featured.inertiaProps as any).topicGroups[0].slug, 'health')
    const ignored = await client.get('/dialogues?utm_content=%3Cb%3Ehi%3C%2Fb%3E').withInertia()
    assert.isNull((ignored.inertiaProps as any).featured)
    assert.notInclude(JSON.stringify(ignored.inertiaProps), '<b>hi</b>')
  })

  test('the Learn menu lists Dialogues with a subtitle', async ({ client, assert }) => {
    const response = await client.get('/explore').withInertia()
    const learn = (response.inertiaProps as any).navigation.menus.learn as Array<{ label: string; href: string; subtitle?: string }>
    const entry = learn.find((item) => item.label === 'Dialogues')!
    assert.equal(entry.href, '/dialogues')
    assert.equal(entry.subtitle, 'Conversations across differing views')
  })
})

test.group('Dialogues landing page: formats', () => {
  test('the club counts its meetings every two weeks (16 weeks: 8 meetings)', async ({ client, assert }) => {
    const response = await client.get('/dialogues').withInertia()
    const club = (response.inertiaProps as any).formats.find((format: { slug: string }) => format.slug === 'dialogue-club')
    assert.deepInclude(club, { weeks: 16, sessions: 8, sessionMinutes: 60 })
  })
})
