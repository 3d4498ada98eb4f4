import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TeamMemberRow } from '../queries/team_members.js'

/** A member on the team's management page (managers only). */
export default class TeamMemberTransformer extends BaseTransformer<TeamMemberRow> {
  toObject() {
    return this.pick(this.resource, ['userId', 'name', 'username', 'type'])
  }
}
