import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TeamOverview } from '../queries/teams.js'

/** A team on the Volunteers console page (staff: names of members, no contact details). */
export default class TeamOverviewTransformer extends BaseTransformer<TeamOverview> {
  toObject() {
    const { team, members, roles } = this.resource
    return {
      id: team.id,
      slug: team.slug,
      name: team.name,
      description: team.description,
      archived: team.archivedAt !== null,
      members,
      roles: roles.map(({ role, holders, needsReview }) => ({ id: role.id, name: role.name, type: role.type, archived: role.archivedAt !== null, holders, needsReview })),
    }
  }
}
