import { DateTime } from 'luxon'
import type { FormBlock } from '#modules/forms/shared/index'
import VolunteerTeam from '../models/volunteer_team.js'
import VolunteerTeamMember, { type TeamMembershipType } from '../models/volunteer_team_member.js'
import VolunteerRole from '../models/volunteer_role.js'
import VolunteerActivity from '../models/volunteer_activity.js'

/* Volunteering's test data: teams, memberships, roles and activities. */
let counter = 0

export async function makeTeam(overrides: Partial<VolunteerTeam> = {}) {
  counter += 1
  return VolunteerTeam.create({ slug: `team-${Date.now().toString(36)}-${counter}`, name: `Team ${counter}`, description: 'A team.', resources: '', iconUrl: null, archivedAt: null, ...overrides })
}

export function addMember(teamId: number, userId: number, type: TeamMembershipType = 'member') {
  return VolunteerTeamMember.create({ volunteerTeamId: teamId, userId, type })
}

export const ROLE_BLOCKS: FormBlock[] = [{ name: 'school', type: 'text', label: 'Which school will you reach?', required: true, maxLength: 200 }]

export async function makeRole(teamId: number, overrides: Partial<VolunteerRole> = {}) {
  counter += 1
  return VolunteerRole.create({
    slug: `role-${Date.now().toString(36)}-${counter}`,
    name: `Role ${counter}`,
    type: 'volunteer',
    volunteerTeamId: teamId,
    description: 'Help out.',
    qualifications: '',
    responsibilities: '',
    requirements: '',
    applicationFormBlocks: ROLE_BLOCKS,
    omitGeneralQuestions: false,
    applicationOpenedAt: DateTime.utc().minus({ days: 1 }),
    archivedAt: null,
    ...overrides,
  })
}

/** A valid application body for a role made by makeRole (general questions + its block). */
export const applicationBody = () => ({ motivation: 'I love helping learners find their footing.', hoursPerWeek: '3-5', startWhen: 'now', school: 'Lincoln High' })

export function makeActivity(userId: number, overrides: Partial<VolunteerActivity> = {}) {
  return VolunteerActivity.create({
    type: 'other',
    userId,
    sessionId: null,
    date: DateTime.utc().startOf('day'),
    durationSeconds: 3600,
    description: 'Helped at an event.',
    links: [],
    approvedAt: null,
    lastSubmittedAt: DateTime.utc(),
    ...overrides,
  })
}
