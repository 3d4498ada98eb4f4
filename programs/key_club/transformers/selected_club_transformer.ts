import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ClubMember } from '../queries/clubs.js'
import ClubMemberTransformer from './club_member_transformer.js'

/** The club opened on the Key Club console (?club=): its members and their hours, no viewer among them. */
export default class SelectedClubTransformer extends BaseTransformer<{ id: number; name: string; members: ClubMember[] }> {
  toObject() {
    return {
      id: this.resource.id,
      name: this.resource.name,
      members: ClubMemberTransformer.transform(this.resource.members.map((member) => ({ ...member, isViewer: false }))),
    }
  }
}
