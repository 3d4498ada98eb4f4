import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeTutor, makeUser } from '#tests/helpers/users'
import ApplicationSubmission from '../../models/application_submission.js'
import UserVolunteerRole from '../../models/user_volunteer_role.js'
import VolunteerTeamMember from '../../models/volunteer_team_member.js'
import { APPLICATION_MESSAGES } from '../../policies/application_policy.js'
import { addMember, applicationBody, makeRole, makeTeam } from '../factories.js'

async function setup() {
  const team = await makeTeam()
  const lead = await makeUser({ birth: '1990-01-01', roles: ['approved'] })
  await addMember(team.id, lead.id, 'lead')
  const role = await makeRole(team.id)
  const tutor = await makeTutor()
  return { team, lead, role, tutor }
}

test.group('Volunteer applications (spec 001 §4.2; issue 15 §2)', () => {
  test('a tutor applies, a lead extends an offer with a message, the tutor accepts and holds the role', async ({ client, assert }) => {
    const { lead, role, tutor } = await setup()
    const page = await client.get(`/volunteer/role/${role.id}`).withInertia().loginAs(tutor)
    page.assertStatus(200)
    assert.equal(page.body().component, 'volunteering/role')
    assert.isNull((page.inertiaProps as any).application)

    const applied = await client.post(`/volunteer/role/${role.id}/apply`).json(applicationBody()).withCsrfToken().loginAs(tutor).redirects(0)
    applied.assertStatus(302)
    const submission = await ApplicationSubmission.findByOrFail('user_id', tutor.id)
    assert.deepEqual(submission.generalResponses, { motivation: 'I love helping learners find their footing.', hoursPerWeek: '3-5', startWhen: 'now' })
    assert.deepEqual(submission.roleResponses, { school: 'Lincoln High' })
    assert.equal(submission.state, 'needs-review')

    const list = await client.get(`/volunteer/role/${role.id}/applications`).withInertia().loginAs(lead)
    list.assertStatus(200)
    const rows = (list.inertiaProps as any).applications
    assert.lengthOf(rows, 1)
    assert.notProperty(rows[0], 'email')

    await client.post(`/volunteer/applications/${submission.id}/offer`).json({ message: 'Welcome! Can you start Monday?' }).withCsrfToken().loginAs(lead).redirects(0)
    await submission.refresh()
    assert.equal(submission.state, 'awaiting-response')
    assert.equal(submission.reviewMessage, 'Welcome! Can you start Monday?')
    assert.equal(submission.reviewerUserId, lead.id)

    const again = await client.get(`/volunteer/role/${role.id}`).withInertia().loginAs(tutor)
    assert.equal((again.inertiaProps as any).application.state, 'awaiting-response')
    assert.equal((again.inertiaProps as any).application.reviewMessage, 'Welcome! Can you start Monday?')

    await client.post(`/volunteer/applications/${submission.id}/accept`).withCsrfToken().loginAs(tutor).redirects(0)
    await client.post(`/volunteer/applications/${submission.id}/accept`).withCsrfToken().loginAs(tutor).redirects(0)
    await submission.refresh()
    assert.equal(submission.state, 'accepted')
    const held = await UserVolunteerRole.query().where({ userId: tutor.id, volunteerRoleId: role.id })
    assert.lengthOf(held, 1, 'accepting twice creates the role once')
    assert.isNull(held[0].endDate)

    const hours = await client.get('/volunteer/hours').withInertia().loginAs(tutor)
    assert.equal((hours.inertiaProps as any).heldRoles[0].status, 'active')
  })

  test('bad answers change nothing; a pending application blocks a second; a closed role refuses', async ({ client, assert }) => {
    const { role, tutor, team } = await setup()
    const bad = await client.post(`/volunteer/role/${role.id}/apply`).json({ ...applicationBody(), motivation: '' }).accept('json').withCsrfToken().loginAs(tutor)
    bad.assertStatus(422)
    assert.equal((await ApplicationSubmission.query().where('user_id', tutor.id)).length, 0)

    await client.post(`/volunteer/role/${role.id}/apply`).json(applicationBody()).withCsrfToken().loginAs(tutor)
    const second = await client.post(`/volunteer/role/${role.id}/apply`).json(applicationBody()).accept('json').withCsrfToken().loginAs(tutor)
    second.assertStatus(409)
    assert.equal(second.body().message, APPLICATION_MESSAGES.pending)

    const closed = await makeRole(team.id, { applicationOpenedAt: DateTime.utc().plus({ days: 3 }) })
    const refused = await client.post(`/volunteer/role/${closed.id}/apply`).json(applicationBody()).accept('json').withCsrfToken().loginAs(tutor)
    refused.assertStatus(409)
    assert.equal(refused.body().message, APPLICATION_MESSAGES.closed)
  })

  test('the applicant withdraws, then may apply again; a withdrawn offer cannot be accepted', async ({ client, assert }) => {
    const { role, tutor, lead } = await setup()
    await client.post(`/volunteer/role/${role.id}/apply`).json(applicationBody()).withCsrfToken().loginAs(tutor)
    const first = await ApplicationSubmission.findByOrFail('user_id', tutor.id)
    await client.post(`/volunteer/applications/${first.id}/offer`).json({}).withCsrfToken().loginAs(lead)
    await client.post(`/volunteer/applications/${first.id}/withdraw`).withCsrfToken().loginAs(tutor)
    await first.refresh()
    assert.equal(first.state, 'withdrawn')
    const accept = await client.post(`/volunteer/applications/${first.id}/accept`).accept('json').withCsrfToken().loginAs(tutor)
    accept.assertStatus(409)
    const reapplied = await client.post(`/volunteer/role/${role.id}/apply`).json(applicationBody()).accept('json').withCsrfToken().loginAs(tutor)
    reapplied.assertStatus(200)
    assert.equal((await ApplicationSubmission.query().where('user_id', tutor.id)).length, 2)
  })

  test('a team manager closes and reopens a role\'s applications (spec 000 §6.4, 001 §4.2)', async ({ client, assert }) => {
    const { lead, role, tutor } = await setup()
    await client.post(`/volunteer/role/${role.id}/applications-open`).json({ open: false }).withCsrfToken().loginAs(lead)
    await role.refresh()
    assert.isNull(role.applicationOpenedAt)
    const refused = await client.post(`/volunteer/role/${role.id}/apply`).json(applicationBody()).accept('json').withCsrfToken().loginAs(tutor)
    refused.assertStatus(409)
    await client.post(`/volunteer/role/${role.id}/apply`).json(applicationBody()).withCsrfToken().loginAs(tutor)
    await client.post(`/volunteer/role/${role.id}/applications-open`).json({ open: true }).withCsrfToken().loginAs(lead)
    await role.refresh()
    assert.isNotNull(role.applicationOpenedAt)
    const accepted = await client.post(`/volunteer/role/${role.id}/apply`).json(applicationBody()).accept('json').withCsrfToken().loginAs(tutor)
    accepted.assertStatus(200)
  })

  test('the roles board lists live roles of live teams only; an archived role has no page', async ({ client, assert }) => {
    const team = await makeTeam()
    const live = await makeRole(team.id)
    const archived = await makeRole(team.id, { archivedAt: DateTime.utc() })
    const board = await client.get('/volunteer').withInertia()
    const ids = (board.inertiaProps as any).roles.map((role: { id: number }) => role.id)
    assert.include(ids, live.id)
    assert.notInclude(ids, archived.id)
    const gone = await client.get(`/volunteer/role/${archived.id}`).withInertia()
    gone.assertStatus(404)
  })
})

test.group('Volunteer team memberships (spec 000 §6.4)', () => {
  test('a lead adds a member, makes them lead, removes them; an unknown username changes nothing', async ({ client, assert }) => {
    const { team, lead } = await setup()
    const newcomer = await makeTutor()
    const page = await client.get(`/volunteer/teams/${team.id}`).withInertia().loginAs(lead)
    page.assertStatus(200)
    assert.deepEqual((page.inertiaProps as any).members.map((member: { userId: number }) => member.userId), [lead.id])
    assert.notProperty((page.inertiaProps as any).members[0], 'email')

    await client.post(`/volunteer/teams/${team.id}/members`).json({ username: newcomer.username, type: 'member' }).withCsrfToken().loginAs(lead)
    assert.equal((await VolunteerTeamMember.findByOrFail({ volunteerTeamId: team.id, userId: newcomer.id })).type, 'member')
    await client.post(`/volunteer/teams/${team.id}/members`).json({ username: newcomer.username, type: 'lead' }).withCsrfToken().loginAs(lead)
    assert.equal((await VolunteerTeamMember.findByOrFail({ volunteerTeamId: team.id, userId: newcomer.id })).type, 'lead')
    const unknown = await client.post(`/volunteer/teams/${team.id}/members`).json({ username: 'nobody_by_this_name', type: 'member' }).accept('json').withCsrfToken().loginAs(lead)
    unknown.assertStatus(422)
    await client.delete(`/volunteer/teams/${team.id}/members/${newcomer.id}`).withCsrfToken().loginAs(lead)
    assert.isNull(await VolunteerTeamMember.findBy({ volunteerTeamId: team.id, userId: newcomer.id }))
  })
})
