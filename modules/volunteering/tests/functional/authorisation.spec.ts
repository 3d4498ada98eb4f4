import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import ApplicationSubmission from '../../models/application_submission.js'
import type VolunteerRole from '../../models/volunteer_role.js'
import { issueCertificate } from '../../actions/issue_certificate.js'
import { addMember, applicationBody, makeActivity, makeRole, makeTeam } from '../factories.js'

/*
 * Every route of volunteering, for each kind of person (spec 000 §6.3, §6.4; issue 15 §6):
 * a visitor; a signed-in person with no part in the team; a member of the role's team, which has
 * a lead ("members of a lead's team" manage it); the team's lead; the lead of another team; a member
 * of a team with no lead (on that team's role); a super admin; admin team_lead and
 * federal_work_study holders; the applicant / owner where a route is theirs.
 */
type Who = 'visitor' | 'stranger' | 'teamMember' | 'teamLead' | 'otherLead' | 'leaderlessMember' | 'super' | 'adminTeamLead' | 'workStudy' | 'owner'
const WHO: Who[] = ['visitor', 'stranger', 'teamMember', 'teamLead', 'otherLead', 'leaderlessMember', 'super', 'adminTeamLead', 'workStudy', 'owner']

type World = {
  people: Record<Exclude<Who, 'visitor'>, User>
  role: VolunteerRole
  leaderlessRole: VolunteerRole
}

let world: World

async function buildWorld(): Promise<World> {
  const adult = (roles: string[] = ['approved']) => makeUser({ birth: '1990-01-01', roles: roles as any })
  const team = await makeTeam()
  const other = await makeTeam()
  const leaderless = await makeTeam()
  const people = {
    stranger: await adult(),
    teamMember: await adult(),
    teamLead: await adult(),
    otherLead: await adult(),
    leaderlessMember: await adult(),
    super: await adult(['admin:basic', 'admin:super']),
    adminTeamLead: await adult(['admin:basic', 'admin:team_lead']),
    workStudy: await adult(['admin:basic', 'admin:federal_work_study']),
    owner: await adult(),
  }
  await addMember(team.id, people.teamMember.id, 'member')
  await addMember(team.id, people.teamLead.id, 'lead')
  await addMember(other.id, people.otherLead.id, 'lead')
  await addMember(leaderless.id, people.leaderlessMember.id, 'member')
  return { people, role: await makeRole(team.id), leaderlessRole: await makeRole(leaderless.id) }
}

function submissionFor(userId: number, roleId: number, offer = false) {
  return ApplicationSubmission.create({
    volunteerRoleId: roleId,
    userId,
    worldId: null,
    generalResponses: {},
    roleResponses: {},
    offerExtendedAt: offer ? DateTime.utc() : null,
  })
}

/* Rows add and remove freshly made people only: the principals' own memberships never change. */
type Row = {
  label: string
  method: 'get' | 'post' | 'put' | 'delete'
  /** Builds the URL (and body) afresh for each person, so one person's write never affects the next. */
  prepare: () => Promise<{ url: string; body?: Record<string, unknown> }>
  allowed: Who[]
  /** How a signed-in person who may not is answered: 404 (not disclosed) or 403 (access-blocked screen). */
  deniedStatus: 403 | 404 | 200
}

const EVERYONE: Who[] = WHO
const SIGNED_IN: Who[] = WHO.filter((who) => who !== 'visitor')
const MANAGERS: Who[] = ['teamMember', 'teamLead', 'super']
const HOURS_REVIEWERS: Who[] = ['super', 'adminTeamLead', 'workStudy']
const VOLUNTEERS_PAGE: Who[] = ['super', 'adminTeamLead']

const ROWS: Row[] = [
  { label: 'GET /volunteer', method: 'get', prepare: async () => ({ url: '/volunteer' }), allowed: EVERYONE, deniedStatus: 200 },
  { label: 'GET /volunteer/role/:id', method: 'get', prepare: async () => ({ url: `/volunteer/role/${world.role.id}` }), allowed: EVERYONE, deniedStatus: 200 },
  {
    label: 'GET /volunteer/certificates/:id',
    method: 'get',
    prepare: async () => ({ url: `/volunteer/certificates/${(await issueCertificate(world.people.owner, DateTime.utc().minus({ days: 7 }), DateTime.utc())).id}` }),
    allowed: EVERYONE,
    deniedStatus: 200,
  },
  {
    label: 'POST /volunteer/role/:id/apply',
    method: 'post',
    prepare: async () => ({ url: `/volunteer/role/${(await makeRole(world.role.volunteerTeamId)).id}/apply`, body: applicationBody() }),
    allowed: SIGNED_IN,
    deniedStatus: 403,
  },
  {
    label: 'POST /volunteer/role/:id/applications-open',
    method: 'post',
    prepare: async () => ({ url: `/volunteer/role/${(await makeRole(world.role.volunteerTeamId)).id}/applications-open`, body: { open: false } }),
    allowed: MANAGERS,
    deniedStatus: 404,
  },
  { label: 'GET /volunteer/teams/:id', method: 'get', prepare: async () => ({ url: `/volunteer/teams/${world.role.volunteerTeamId}` }), allowed: MANAGERS, deniedStatus: 404 },
  {
    label: 'POST /volunteer/teams/:id/members',
    method: 'post',
    prepare: async () => ({ url: `/volunteer/teams/${world.role.volunteerTeamId}/members`, body: { username: (await makeUser()).username, type: 'member' } }),
    allowed: MANAGERS,
    deniedStatus: 404,
  },
  {
    label: 'DELETE /volunteer/teams/:id/members/:userId',
    method: 'delete',
    prepare: async () => ({ url: `/volunteer/teams/${world.role.volunteerTeamId}/members/${(await makeUser()).id}` }),
    allowed: MANAGERS,
    deniedStatus: 404,
  },
  { label: 'GET /volunteer/role/:id/applications', method: 'get', prepare: async () => ({ url: `/volunteer/role/${world.role.id}/applications` }), allowed: MANAGERS, deniedStatus: 404 },
  {
    label: 'GET /volunteer/role/:id/applications (a team with no lead: super only)',
    method: 'get',
    prepare: async () => ({ url: `/volunteer/role/${world.leaderlessRole.id}/applications` }),
    allowed: ['super'],
    deniedStatus: 404,
  },
  {
    label: 'POST /volunteer/applications/:id/offer',
    method: 'post',
    prepare: async () => ({ url: `/volunteer/applications/${(await submissionFor(world.people.owner.id, world.role.id)).id}/offer`, body: { message: 'Welcome' } }),
    allowed: MANAGERS,
    deniedStatus: 404,
  },
  {
    label: 'POST /volunteer/applications/:id/reject',
    method: 'post',
    prepare: async () => ({ url: `/volunteer/applications/${(await submissionFor(world.people.owner.id, world.role.id)).id}/reject`, body: {} }),
    allowed: MANAGERS,
    deniedStatus: 404,
  },
  {
    label: 'POST /volunteer/applications/:id/withdraw',
    method: 'post',
    prepare: async () => ({ url: `/volunteer/applications/${(await submissionFor(world.people.owner.id, world.role.id)).id}/withdraw` }),
    allowed: ['owner'],
    deniedStatus: 404,
  },
  {
    label: 'POST /volunteer/applications/:id/accept',
    method: 'post',
    prepare: async () => ({ url: `/volunteer/applications/${(await submissionFor(world.people.owner.id, world.role.id, true)).id}/accept` }),
    allowed: ['owner'],
    deniedStatus: 404,
  },
  { label: 'GET /volunteer/hours', method: 'get', prepare: async () => ({ url: '/volunteer/hours' }), allowed: SIGNED_IN, deniedStatus: 403 },
  {
    label: 'POST /volunteer/hours',
    method: 'post',
    prepare: async () => ({ url: '/volunteer/hours', body: { type: 'other', date: DateTime.utc().toISODate(), minutes: 30, description: 'Helped out' } }),
    allowed: SIGNED_IN,
    deniedStatus: 403,
  },
  {
    label: 'PUT /volunteer/hours/:id',
    method: 'put',
    prepare: async () => ({
      url: `/volunteer/hours/${(await makeActivity(world.people.owner.id)).id}`,
      body: { type: 'other', date: DateTime.utc().toISODate(), minutes: 45, description: 'Helped out more' },
    }),
    allowed: ['owner'],
    deniedStatus: 404,
  },
  {
    label: 'POST /volunteer/certificates',
    method: 'post',
    prepare: async () => ({ url: '/volunteer/certificates', body: { from: DateTime.utc().minus({ days: 30 }).toISODate(), to: DateTime.utc().toISODate() } }),
    allowed: SIGNED_IN,
    deniedStatus: 403,
  },
  {
    label: 'GET /volunteer/certificates/:id/pdf',
    method: 'get',
    prepare: async () => ({ url: `/volunteer/certificates/${(await issueCertificate(world.people.owner, DateTime.utc().minus({ days: 7 }), DateTime.utc())).id}/pdf` }),
    allowed: ['owner'],
    deniedStatus: 404,
  },
  { label: 'GET /admin/volunteer-hours', method: 'get', prepare: async () => ({ url: '/admin/volunteer-hours' }), allowed: HOURS_REVIEWERS, deniedStatus: 403 },
  { label: 'GET /admin/volunteer-hours/export.csv', method: 'get', prepare: async () => ({ url: '/admin/volunteer-hours/export.csv' }), allowed: HOURS_REVIEWERS, deniedStatus: 403 },
  {
    label: 'POST /admin/volunteer-hours/approve',
    method: 'post',
    prepare: async () => ({ url: '/admin/volunteer-hours/approve', body: { ids: [(await makeActivity(world.people.owner.id)).id] } }),
    allowed: HOURS_REVIEWERS,
    deniedStatus: 403,
  },
  {
    label: 'POST /admin/volunteer-hours/:id/changes',
    method: 'post',
    prepare: async () => ({ url: `/admin/volunteer-hours/${(await makeActivity(world.people.owner.id)).id}/changes`, body: { message: 'Add a link please' } }),
    allowed: HOURS_REVIEWERS,
    deniedStatus: 403,
  },
  { label: 'GET /admin/volunteers', method: 'get', prepare: async () => ({ url: '/admin/volunteers' }), allowed: VOLUNTEERS_PAGE, deniedStatus: 403 },
]

test.group('Volunteering authorisation (spec 000 §6.3, §6.4; issue 15 §6)', (group) => {
  group.setup(async () => {
    world = await buildWorld()
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      for (const who of WHO) {
        const { url, body } = await row.prepare()
        const user = who === 'visitor' ? null : world.people[who]
        let request = client[row.method](url).withInertia().withCsrfToken().redirects(0)
        if (body) request = request.json(body)
        if (user) request = request.loginAs(user)
        const response = await request
        const status = response.status()
        if (row.allowed.includes(who)) {
          assert.oneOf(status, row.method === 'get' ? [200] : [302, 303, 409], `${who}: ${status}`)
        } else if (!user) {
          assert.equal(status, 401, `${who}`)
        } else {
          assert.equal(status, row.deniedStatus, `${who}`)
        }
      }
    })
    .timeout(120_000)

  test('the console menu shows Volunteers to super and team_lead, Volunteer Hours to team_lead and federal_work_study (and super)', async ({ client, assert }) => {
    for (const who of ['super', 'adminTeamLead', 'workStudy'] as const) {
      const home = await client.get('/admin').withInertia().loginAs(world.people[who])
      const keys = (home.inertiaProps as any).admin.menu.entries.map((entry: { key: string }) => entry.key)
      assert.equal(keys.includes('volunteers'), VOLUNTEERS_PAGE.includes(who), who)
      assert.equal(keys.includes('volunteer-hours'), HOURS_REVIEWERS.includes(who), who)
    }
  })

  test('a denied write changes nothing', async ({ client, assert }) => {
    const submission = await submissionFor(world.people.owner.id, world.role.id)
    await client.post(`/volunteer/applications/${submission.id}/offer`).json({ message: 'x' }).withCsrfToken().loginAs(world.people.otherLead)
    await client.post(`/volunteer/applications/${submission.id}/withdraw`).withCsrfToken().loginAs(world.people.stranger)
    await submission.refresh()
    assert.equal(submission.state, 'needs-review')
    assert.isNull(submission.reviewMessage)
    const activity = await makeActivity(world.people.owner.id)
    await client.post('/admin/volunteer-hours/approve').json({ ids: [activity.id] }).withCsrfToken().loginAs(world.people.teamLead)
    await activity.refresh()
    assert.isNull(activity.approvedAt)
  })
})
