import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import { findUserByUsername } from '#modules/identity/index'
import VolunteerTeam from '../models/volunteer_team.js'
import VolunteerTeamPolicy from '../policies/team_policy.js'
import { teamMembers } from '../queries/team_members.js'
import { setTeamMember } from '../actions/set_team_member.js'
import { removeTeamMember } from '../actions/remove_team_member.js'
import { teamMemberValidator } from '../validators/activity_validator.js'
import TeamMemberTransformer from '../transformers/team_member_transformer.js'
import { denied, done, idOr404 } from './respond.js'

export const TEAM_MESSAGES = { unknownUser: 'No one has that username.' } as const

/** The team, once its manager is authorised (others: not found). */
async function managedTeam(ctx: HttpContext) {
  const team = (await VolunteerTeam.find(idOr404(ctx))) ?? notFound(ctx)
  const verdict = await ctx.bouncer.with(VolunteerTeamPolicy).execute('manage', team)
  return verdict.authorized ? { team } : { verdict }
}

/* A team's memberships, managed by those spec 000 §6.4 lets manage the team. */
export default class TeamsController {
  async show(ctx: HttpContext) {
    const found = await managedTeam(ctx)
    if (!found.team) return denied(ctx, found.verdict!)
    return ctx.inertia.render('volunteering/team', {
      team: { id: found.team.id, name: found.team.name, description: found.team.description },
      members: TeamMemberTransformer.transform(await teamMembers(found.team.id)),
    })
  }

  /** POST /volunteer/teams/:id/members { username, type } */
  async setMember(ctx: HttpContext) {
    const found = await managedTeam(ctx)
    if (!found.team) return denied(ctx, found.verdict!)
    const { username, type } = await ctx.request.validateUsing(teamMemberValidator)
    const person = await findUserByUsername(username)
    if (!person) return refuseForm(ctx, { username: TEAM_MESSAGES.unknownUser })
    await setTeamMember(found.team.id, person.id, type)
    return done(ctx, type === 'lead' ? `${person.displayName} leads the team.` : `${person.displayName} is a member of the team.`)
  }

  /** DELETE /volunteer/teams/:id/members/:userId */
  async removeMember(ctx: HttpContext) {
    const found = await managedTeam(ctx)
    if (!found.team) return denied(ctx, found.verdict!)
    await removeTeamMember(found.team.id, idOr404(ctx, 'userId'))
    return done(ctx, 'Removed from the team.')
  }
}
