import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import { isApplicationOpen } from '../shared/index.js'
import type { RoleWithTeam } from '../queries/roles.js'
import { millis } from '../activity_times.js'


/** A volunteer role: a card of the roles board (toObject) or its page with the application's blocks (forPage). */
export default class VolunteerRoleTransformer extends BaseTransformer<RoleWithTeam> {
  toObject() {
    const { role, team } = this.resource
    return {
      id: role.id,
      slug: role.slug,
      name: role.name,
      type: role.type,
      description: role.description,
      team: { id: team.id, slug: team.slug, name: team.name, iconUrl: team.iconUrl },
      applicationOpen: isApplicationOpen({ applicationOpenedAt: millis(role.applicationOpenedAt), archivedAt: millis(role.archivedAt) }, Date.now()),
      applicationOpenedAt: iso(role.applicationOpenedAt),
    }
  }

  forPage() {
    const { role, team } = this.resource
    return {
      ...this.toObject(),
      qualifications: role.qualifications,
      responsibilities: role.responsibilities,
      requirements: role.requirements,
      omitGeneralQuestions: role.omitGeneralQuestions,
      applicationFormBlocks: role.applicationFormBlocks,
      teamDescription: team.description,
    }
  }
}
