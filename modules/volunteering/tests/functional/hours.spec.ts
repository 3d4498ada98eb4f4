import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { eventually } from '#tests/helpers/wait'
import { makeUser } from '#tests/helpers/users'
import { findWorldBySlug } from '#modules/worlds/index'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeSession } from '#modules/tutoring/tests/factories'
import VolunteerActivity from '../../models/volunteer_activity.js'
import VolunteerCertificate from '../../models/volunteer_certificate.js'
import { recordSessionPrepNow } from '../../actions/record_session_prep.js'
import { makeActivity } from '../factories.js'

async function confirmAttendance(sessionId: number, hostId: number) {
  await db.transaction((trx) => hooks.emit('session.attendance.confirmed', { sessionId, confirmedByUserId: hostId, presentUserIds: [], hostUserIds: [hostId] }, { client: trx }))
}

const hostingOf = (userId: number) => VolunteerActivity.query().where({ userId, type: 'host-session' })

async function reviewer() {
  return makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:federal_work_study'] })
}

test.group('Volunteer hours (spec 001 §3.3, §4.1; issue 15 §3)', () => {
  test('hosting hours come from session_hosts.tutoring_seconds once attendance is confirmed, once', async ({ assert }) => {
    const { session, host } = await makeSession({ startInMinutes: -120 })
    await db.from('session_hosts').where({ session_id: session.id, user_id: host.id }).update({ tutoring_seconds: 3300 })
    await confirmAttendance(session.id, host.id)
    await eventually(async () => (await hostingOf(host.id)).length === 1, 'the hosting activity')
    await confirmAttendance(session.id, host.id)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const rows = await hostingOf(host.id)
    assert.lengthOf(rows, 1, 'a second confirmation adds nothing')
    assert.equal(rows[0].durationSeconds, 3300)
    assert.equal(rows[0].sessionId, session.id)
    assert.equal(rows[0].state, 'pending')

    // Re-confirmed with other times: the waiting entry follows; marked absent: it goes.
    await db.from('session_hosts').where({ session_id: session.id, user_id: host.id }).update({ tutoring_seconds: 2400 })
    await confirmAttendance(session.id, host.id)
    await eventually(async () => (await hostingOf(host.id))[0]?.durationSeconds === 2400, 'the updated duration')
    await db.transaction((trx) => hooks.emit('session.attendance.confirmed', { sessionId: session.id, confirmedByUserId: host.id, presentUserIds: [], hostUserIds: [] }, { client: trx }))
    await eventually(async () => (await hostingOf(host.id)).length === 0, 'the removal')
  })

  test('session prep is auto-approved in the SAT bootcamp world at ≤ 2700 s only (spec 002 §9)', async ({ assert }) => {
    const sat = (await findWorldBySlug('sat-bootcamp')) ?? (await makeWorld('public', { slug: 'sat-bootcamp' }))
    const other = await makeWorld()
    const inSat = await makeSession({ worldId: sat.id })
    const long = await makeSession({ worldId: sat.id })
    const elsewhere = await makeSession({ worldId: other.id })
    const short = await recordSessionPrepNow({ userId: inSat.host.id, sessionId: inSat.session.id, durationSeconds: 2700, description: 'Prep' })
    const tooLong = await recordSessionPrepNow({ userId: long.host.id, sessionId: long.session.id, durationSeconds: 2701, description: 'Prep' })
    const notSat = await recordSessionPrepNow({ userId: elsewhere.host.id, sessionId: elsewhere.session.id, durationSeconds: 600, description: 'Prep' })
    assert.equal(short.state, 'approved')
    assert.equal(tooLong.state, 'pending')
    assert.equal(notSat.state, 'pending')
    const again = await recordSessionPrepNow({ userId: inSat.host.id, sessionId: inSat.session.id, durationSeconds: 100, description: 'Prep' })
    assert.equal(again.id, short.id)
  })

  test('manual hours: submit, changes requested, resubmit, bulk approve; totals per period', async ({ client, assert }) => {
    const person = await makeUser({ birth: '2000-01-01' })
    const staff = await reviewer()
    const today = DateTime.utc().toISODate()!
    const body = { type: 'outreach', date: today, minutes: 90, description: 'Flyers at the library', links: ['https://example.org/event'] }
    await client.post('/volunteer/hours').json(body).withCsrfToken().loginAs(person).redirects(0)
    const activity = await VolunteerActivity.findByOrFail('user_id', person.id)
    assert.equal(activity.durationSeconds, 5400)

    const bad = await client.post('/volunteer/hours').json({ ...body, type: 'host-session' }).accept('json').withCsrfToken().loginAs(person)
    bad.assertStatus(422)
    const future = await client.post('/volunteer/hours').json({ ...body, date: DateTime.utc().plus({ days: 3 }).toISODate() }).accept('json').withCsrfToken().loginAs(person)
    future.assertStatus(422)

    await client.post(`/admin/volunteer-hours/${activity.id}/changes`).json({ message: 'Please add the event link.' }).withCsrfToken().loginAs(staff)
    await activity.refresh()
    assert.equal(activity.state, 'changes-required')
    const blocked = await client.post('/admin/volunteer-hours/approve').json({ ids: [activity.id] }).withCsrfToken().loginAs(staff)
    blocked.assertStatus(200)
    await activity.refresh()
    assert.equal(activity.state, 'changes-required', 'hours waiting for changes are not bulk approved')

    await client.put(`/volunteer/hours/${activity.id}`).json({ ...body, minutes: 120 }).withCsrfToken().loginAs(person)
    await activity.refresh()
    assert.equal(activity.state, 'pending')
    await client.post('/admin/volunteer-hours/approve').json({ ids: [activity.id] }).withCsrfToken().loginAs(staff)
    await activity.refresh()
    assert.equal(activity.state, 'approved')
    assert.equal(activity.reviewerId, staff.id)

    const locked = await client.put(`/volunteer/hours/${activity.id}`).json(body).accept('json').withCsrfToken().loginAs(person)
    locked.assertStatus(409)
    const page = await client.get('/volunteer/hours').withInertia().loginAs(person)
    assert.deepEqual((page.inertiaProps as any).totals, { totalSeconds: 7200, byType: [{ type: 'outreach', seconds: 7200 }] })
  })

  test('the Volunteer Hours page filters by state and person; the CSV export defuses formulas', async ({ client, assert }) => {
    const person = await makeUser({ birth: '2000-01-01' })
    await person.merge({ name: '=cmd|calc Zed' }).save()
    const staff = await reviewer()
    const waiting = await makeActivity(person.id, { description: '+SUM(A1)' })
    const approved = await makeActivity(person.id, { approvedAt: DateTime.utc() })
    const list = await client.get('/admin/volunteer-hours').qs({ status: 'pending', q: person.username }).withInertia().loginAs(staff)
    assert.deepEqual((list.inertiaProps as any).rows.map((row: { id: number }) => row.id), [waiting.id])
    const all = await client.get('/admin/volunteer-hours').qs({ status: 'approved', q: person.username }).withInertia().loginAs(staff)
    assert.deepEqual((all.inertiaProps as any).rows.map((row: { id: number }) => row.id), [approved.id])
    const csv = await client.get('/admin/volunteer-hours/export.csv').qs({ status: 'all', q: person.username }).loginAs(staff)
    csv.assertStatus(200)
    assert.include(csv.text(), `"'=cmd|calc Zed"`)
    assert.include(csv.text(), `"'+SUM(A1)"`)
    assert.notInclude(csv.text(), '@example.org')
  })
})

test.group('Hour certificates (issue 15 §3 ★)', () => {
  test('issued for approved hours in the period; verifies as genuine; revoked hours invalidate it; an altered one fails', async ({ client, assert }) => {
    const person = await makeUser({ birth: '2000-01-01' })
    const staff = await reviewer()
    const day = DateTime.utc().minus({ days: 3 }).startOf('day')
    const counted = await makeActivity(person.id, { type: 'host-session', durationSeconds: 3600, date: day, approvedAt: DateTime.utc() })
    await makeActivity(person.id, { durationSeconds: 1800, date: day })
    await makeActivity(person.id, { durationSeconds: 900, date: day.minus({ years: 2 }), approvedAt: DateTime.utc() })

    const issued = await client.post('/volunteer/certificates').json({ from: day.minus({ days: 30 }).toISODate(), to: DateTime.utc().toISODate() }).withCsrfToken().loginAs(person).redirects(0)
    assert.oneOf(issued.status(), [302, 409])
    const certificate = await VolunteerCertificate.findByOrFail('user_id', person.id)
    const content = JSON.parse(certificate.content)
    assert.equal(content.totalSeconds, 3600)
    assert.deepEqual(content.hoursByType, [{ type: 'host-session', seconds: 3600 }])
    assert.equal(content.name, person.name)

    const pdf = await client.get(`/volunteer/certificates/${certificate.id}/pdf`).loginAs(person)
    pdf.assertStatus(200)
    assert.equal(pdf.header('content-type'), 'application/pdf')
    const stranger = await makeUser()
    const hidden = await client.get(`/volunteer/certificates/${certificate.id}/pdf`).withInertia().loginAs(stranger)
    hidden.assertStatus(404)

    const check = await client.get(`/volunteer/certificates/${certificate.id}`).withInertia()
    check.assertStatus(200)
    const verdict = (check.inertiaProps as any).verdict
    assert.equal(verdict.status, 'genuine')
    assert.deepEqual(Object.keys(verdict.certificate).sort(), ['from', 'hoursByType', 'id', 'issuedAt', 'name', 'organisation', 'to', 'totalSeconds'])

    await client.post(`/admin/volunteer-hours/${counted.id}/changes`).json({ message: 'This session was a duplicate.' }).withCsrfToken().loginAs(staff)
    const revoked = await client.get(`/volunteer/certificates/${certificate.id}`).withInertia()
    assert.equal((revoked.inertiaProps as any).verdict.status, 'revoked')

    await db.from('volunteer_certificates').where('id', certificate.id).update({ content: certificate.content.replace('"totalSeconds":3600', '"totalSeconds":36000') })
    const altered = await client.get(`/volunteer/certificates/${certificate.id}`).withInertia()
    assert.equal((altered.inertiaProps as any).verdict.status, 'tampered')
    assert.isNull((altered.inertiaProps as any).verdict.certificate)
  })

  test('an unknown certificate id is not found', async ({ client }) => {
    const response = await client.get('/volunteer/certificates/00000000-0000-4000-8000-000000000000').withInertia()
    response.assertStatus(404)
  })
})
