import VolunteerTeamMember from '../models/volunteer_team_member.js'

/** Removes a person from a team (nothing when they are not in it). */
export async function removeTeamMember(teamId: number, userId: number) {
  await VolunteerTeamMember.query().where({ volunteerTeamId: teamId, userId }).delete()
}
