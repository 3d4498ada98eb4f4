import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { MembershipRow } from '../queries/classrooms.js'

/** A classroom the learner joined: whose it is and whether they share their progress (never the code). */
export default class JoinedClassroomTransformer extends BaseTransformer<MembershipRow> {
  toObject() {
    const { membership, classroom, educatorName, worldTitle, topicName } = this.resource
    return { id: classroom.id, name: classroom.name, educatorName, worldTitle, topicName, sharing: membership.sharing, joinedAt: iso(membership.joinedAt)! }
  }
}
