import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { User } from '#modules/identity/index'
import { recentSubmissionSince, type ApplicationRole } from '../shared/index.js'
import VolunteerRole from '../models/volunteer_role.js'
import VolunteerTeam from '../models/volunteer_team.js'
import ApplicationSubmission from '../models/application_submission.js'
import UserVolunteerRole from '../models/user_volunteer_role.js'

export type RoleWithTeam = { role: VolunteerRole; team: VolunteerTeam }

/** The roles board: live roles of live teams, by team then name. */
export async function boardRoles(): Promise<RoleWithTeam[]> {
  const teams = await VolunteerTeam.query().whereNull('archived_at').orderBy('name')
  const byId = new Map(teams.map((team) => [team.id, team]))
  const roles = await VolunteerRole.query().whereNull('archived_at').whereIn('volunteer_team_id', [...byId.keys()]).orderBy('name')
  return roles.map((role) => ({ role, team: byId.get(role.volunteerTeamId)! })).sort((a, b) => a.team.name.localeCompare(b.team.name))
}

/** A role and its team, unless either is archived (an archived role's page is gone). */
export async function findRole(id: number): Promise<RoleWithTeam | null> {
  const role = await VolunteerRole.query().where('id', id).whereNull('archived_at').first()
  if (!role) return null
  const team = await VolunteerTeam.query().where('id', role.volunteerTeamId).whereNull('archived_at').first()
  return team ? { role, team } : null
}

export function roleForForm(role: VolunteerRole): ApplicationRole {
  return { id: role.id, omitGeneralQuestions: role.omitGeneralQuestions, applicationFormBlocks: role.applicationFormBlocks }
}

/** spec 001 §4.2: the person's current submission for a role, the newest within the 2-month window. */
export async function currentSubmissionOf(userId: number, roleId: number): Promise<ApplicationSubmission | null> {
  const since = DateTime.fromJSDate(recentSubmissionSince(new Date()), { zone: 'utc' })
  return ApplicationSubmission.query().where({ userId, volunteerRoleId: roleId }).where('created_at', '>=', sqlTime(since)).orderBy('created_at', 'desc').orderBy('id', 'desc').first()
}

export type ApplicationRow = { submission: ApplicationSubmission; applicantName: string }

/** A role's applications within the window, newest first, with the applicants' display names. */
export async function applicationsOf(roleId: number): Promise<ApplicationRow[]> {
  const since = DateTime.fromJSDate(recentSubmissionSince(new Date()), { zone: 'utc' })
  const submissions = await ApplicationSubmission.query().where('volunteer_role_id', roleId).where('created_at', '>=', sqlTime(since)).orderBy('created_at', 'desc').limit(200)
  const users = await User.query().whereIn('id', [...new Set(submissions.map((row) => row.userId))])
  const names = new Map(users.map((user) => [user.id, user.displayName]))
  return submissions.map((submission) => ({ submission, applicantName: names.get(submission.userId) ?? 'DELETED USER' }))
}

export type HeldRole = { held: UserVolunteerRole; roleName: string; teamName: string }

/** The volunteer roles a person holds or held (spec 001 §4.2 active / past), newest first. */
export async function heldRolesOf(userId: number): Promise<HeldRole[]> {
  const held = await UserVolunteerRole.query().where('user_id', userId).orderBy('start_date', 'desc')
  if (held.length === 0) return []
  const roles = await VolunteerRole.query().whereIn('id', [...new Set(held.map((row) => row.volunteerRoleId))])
  const teams = await VolunteerTeam.query().whereIn('id', [...new Set(roles.map((role) => role.volunteerTeamId))])
  const roleById = new Map(roles.map((role) => [role.id, role]))
  const teamById = new Map(teams.map((team) => [team.id, team]))
  return held.map((row) => {
    const role = roleById.get(row.volunteerRoleId)!
    return { held: row, roleName: role.name, teamName: teamById.get(role.volunteerTeamId)?.name ?? '' }
  })
}
