import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { User } from '#modules/identity/index'
import VolunteerTeamMember from '../models/volunteer_team_member.js'

/*
 * Who manages a volunteer team and its roles (spec 000 §6.4, read word for word): "A super admin
 * can manage any team; a team lead manages the team and its roles, as may members of a lead's
 * team." So: admin:super; a lead of the team; and a member of the team when the team has a lead
 * (a team without a lead is managed by super admins only).
 */
export async function managesTeam(user: User, teamId: number): Promise<boolean> {
  const roles = await user.roles()
  if (roles.has('admin:super')) return true
  const rows = await VolunteerTeamMember.query().where('volunteer_team_id', teamId).where((query) => query.where('user_id', user.id).orWhere('type', 'lead')).select('user_id', 'type')
  const mine = rows.find((row) => row.userId === user.id)
  if (!mine) return false
  return mine.type === 'lead' || rows.some((row) => row.type === 'lead')
}

export default class VolunteerTeamPolicy extends BasePolicy {
  /** Manage the team, its roles and its roles' applications. */
  async manage(user: User, team: { id: number }) {
    return (await managesTeam(user, team.id)) || AuthorizationResponse.deny('Not found', 404)
  }
}
