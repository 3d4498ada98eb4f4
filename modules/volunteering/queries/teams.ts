import db from '@adonisjs/lucid/services/db'
import VolunteerTeam from '../models/volunteer_team.js'
import VolunteerRole from '../models/volunteer_role.js'

export type TeamOverview = {
  team: VolunteerTeam
  members: { name: string; type: string }[]
  roles: { role: VolunteerRole; holders: number; needsReview: number }[]
}

/**
 * The Volunteers console page: every team with its members (display names, member or lead) and its
 * roles with their holders and the applications needing review (4 queries, whatever the count).
 */
export async function teamOverview(): Promise<TeamOverview[]> {
  // Live teams first on both databases (PostgreSQL sorts NULLs last, SQLite first).
  const teams = await VolunteerTeam.query().orderByRaw('case when archived_at is null then 0 else 1 end').orderBy('name')
  const roles = await VolunteerRole.query().orderBy('name')
  const members: { volunteer_team_id: number; name: string; type: string }[] = await db
    .from('volunteer_team_members')
    .join('users', 'users.id', 'volunteer_team_members.user_id')
    .orderBy('volunteer_team_members.type')
    .orderBy('users.name')
    .select('volunteer_team_members.volunteer_team_id', 'users.name', 'volunteer_team_members.type')
  const counts: { volunteer_role_id: number; holders: unknown; needs_review: unknown }[] = await db
    .from('volunteer_roles')
    .select('volunteer_roles.id as volunteer_role_id')
    .select(db.raw('(select count(*) from user_volunteer_roles u where u.volunteer_role_id = volunteer_roles.id) as holders'))
    .select(
      db.raw(
        '(select count(*) from volunteer_role_application_submissions s where s.volunteer_role_id = volunteer_roles.id and s.withdrawn_at is null and s.rejected_at is null and s.offer_extended_at is null and s.offer_accepted_at is null) as needs_review'
      )
    )
  const countOf = new Map(counts.map((row) => [Number(row.volunteer_role_id), row]))
  return teams.map((team) => ({
    team,
    members: members.filter((row) => Number(row.volunteer_team_id) === team.id).map((row) => ({ name: row.name, type: row.type })),
    roles: roles
      .filter((role) => role.volunteerTeamId === team.id)
      .map((role) => ({ role, holders: Number(countOf.get(role.id)?.holders ?? 0), needsReview: Number(countOf.get(role.id)?.needs_review ?? 0) })),
  }))
}
