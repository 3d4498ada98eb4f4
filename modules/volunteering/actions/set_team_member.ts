import VolunteerTeamMember, { type TeamMembershipType } from '../models/volunteer_team_member.js'

/** Adds a person to a team, or changes their membership type (spec 000 §6.4: member or lead). */
export async function setTeamMember(teamId: number, userId: number, type: TeamMembershipType) {
  return VolunteerTeamMember.updateOrCreate({ volunteerTeamId: teamId, userId }, { type })
}
