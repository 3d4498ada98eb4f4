import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { makeAuditableSession } from '../factories.js'

/*
 * Recordings of breakout rooms (issue 12 §3 recordings, spec 002 §9 recording expiry 30 days):
 * a host's recording may name its breakout room; the audit page gets each recording's room.
 */
test.group('Breakout room recordings', () => {
  test('a host names the breakout room of a recording; the audit page lists recordings with their rooms', async ({ client, assert }) => {
    const { session, host } = await makeAuditableSession()
    const url = `https://recordings.example.org/breakout/${session.id}.mp4`
    const added = await client.post(`/tutor/peer-review/sessions/${session.id}/recordings`).json({ url, breakoutTitle: '  Room 2  ' }).loginAs(host).withCsrfToken().accept('json')
    added.assertStatus(200)
    const row = await db.from('session_recordings').where('session_id', session.id).where('url', url).first()
    assert.equal(row.breakout_title, 'Room 2')

    const mentor = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:mentor'] })
    const page = await client.get(`/tutor/peer-review/${session.id}`).withInertia().loginAs(mentor)
    page.assertStatus(200)
    const rooms = (page.inertiaProps.recordings as any[]).map((recording) => recording.breakoutTitle)
    assert.sameMembers(rooms, [null, 'Room 2'])
  })

  test('a room title over 100 characters, or a link that is not https, is refused and nothing is written', async ({ client, assert }) => {
    const { session, host } = await makeAuditableSession()
    const before = await db.from('session_recordings').where('session_id', session.id).count('* as total').first()
    const refused = await client
      .post(`/tutor/peer-review/sessions/${session.id}/recordings`)
      .json({ url: `https://recordings.example.org/long/${session.id}.mp4`, breakoutTitle: 'R'.repeat(101) })
      .loginAs(host)
      .withCsrfToken()
      .accept('json')
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].field, 'breakoutTitle')
    assert.equal(refused.body().errors[0].message, 'Keep the breakout room name to 100 characters.')
    const insecure = await client.post(`/tutor/peer-review/sessions/${session.id}/recordings`).json({ url: 'http://recordings.example.org/x.mp4' }).loginAs(host).withCsrfToken().accept('json')
    insecure.assertStatus(422)
    assert.equal(insecure.body().errors[0].message, 'Enter the recording link: a full https:// address.')
    const after = await db.from('session_recordings').where('session_id', session.id).count('* as total').first()
    assert.equal(Number(after.total), Number(before.total))
  })
})
