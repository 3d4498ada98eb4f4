import db from '@adonisjs/lucid/services/db'

export type TeamMemberRow = { userId: number; name: string; username: string; type: string }

/** A team's members for its managers: name, username and membership type (no contact details). */
export async function teamMembers(teamId: number): Promise<TeamMemberRow[]> {
  const rows: { user_id: number; name: string; username: string; type: string }[] = await db
    .from('volunteer_team_members')
    .join('users', 'users.id', 'volunteer_team_members.user_id')
    .where('volunteer_team_members.volunteer_team_id', teamId)
    .orderBy('volunteer_team_members.type')
    .orderBy('users.name')
    .select('volunteer_team_members.user_id', 'users.name', 'users.username', 'volunteer_team_members.type')
  return rows.map((row) => ({ userId: Number(row.user_id), name: row.name, username: row.username, type: row.type }))
}
