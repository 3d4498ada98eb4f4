import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import { resolveSubject } from '#kernel/subjects'
import type UserUpload from '../models/user_upload.js'

const NOT_FOUND = () => AuthorizationResponse.deny('Not found', 404)

/*
 * Uploads (issue 9 §3 "every download access-checked"). Only the owner sends, completes or
 * processes their upload. Anyone else may download it only once it is attached to content and the
 * content's owner says this viewer may see that content (resolveSubject): "an upload is visible
 * only where its owning content is". Every refusal is a 404, so an id never confirms a file exists.
 */
export default class UserUploadPolicy extends BasePolicy {
  manage(user: User, upload: Pick<UserUpload, 'userId'>): AuthorizerResponse {
    return upload.userId === user.id ? true : NOT_FOUND()
  }

  @allowGuest()
  async download(user: User | null, upload: Pick<UserUpload, 'userId' | 'subjectType' | 'subjectId'>): Promise<AuthorizerResponse> {
    if (user && upload.userId === user.id) return true
    if (!upload.subjectType || !upload.subjectId) return NOT_FOUND()
    const subject = await resolveSubject({ type: upload.subjectType, id: upload.subjectId }, user ? { id: user.id } : null)
    return subject ? true : NOT_FOUND()
  }
}
