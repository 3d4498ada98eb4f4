import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Roster } from '../queries/session_rows.js'

/** A session's attendance roster (queries/roster.ts), as its hosts and staff see it on the session page. */
export default class RosterTransformer extends BaseTransformer<Roster> {
  toObject() {
    const { confirmedAt, closesAt, canConfirm, learners, hosts } = this.resource
    return {
      confirmedAt,
      closesAt,
      canConfirm,
      learners: learners.map((learner) => this.pick(learner, ['userId', 'name', 'status', 'reason', 'joinedAt'])),
      hosts: hosts.map((host) => this.pick(host, ['userId', 'name', 'role', 'present'])),
    }
  }
}
