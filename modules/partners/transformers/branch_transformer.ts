import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Branch } from '../queries/tutor_tree.js'

/** A node of a tutor tree for staff: display name and counts only (no age, contact or profile data). */
export default class BranchTransformer extends BaseTransformer<Branch> {
  toObject() {
    const branch = this.resource
    return {
      userId: branch.userId,
      name: branch.name,
      brought: branch.brought,
      people: branch.people,
      hostedOwn: branch.hostedOwn,
      hostedBranch: branch.hostedBranch,
      viaPartner: branch.viaPartner,
    }
  }
}
