import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { resolveSubject, type SubjectRef } from '#kernel/subjects'
import type { User } from '#modules/identity/index'

/*
 * Mentions (spec 001 §5.2): a writer is offered only people they may see. Searching the people
 * of a subject needs a signed-in viewer who may see the subject (its owner's view policy, through
 * resolveSubject); a hidden or unknown subject is not disclosed (404).
 */
export default class MentionPolicy extends BasePolicy {
  async search(viewer: Pick<User, 'id'>, within: SubjectRef): Promise<AuthorizerResponse> {
    const subject = await resolveSubject(within, { id: viewer.id })
    return subject ? true : AuthorizationResponse.deny('Not found', 404)
  }
}
