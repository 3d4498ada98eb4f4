import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import type { StoredNotification } from '../kinds.js'

const NOT_FOUND = () => AuthorizationResponse.deny('Not found', 404)

/*
 * A notification is only ever shown to its own user, and only once it is due (a scheduled one
 * does not exist yet). Anyone else gets a 404, so an id never confirms a notification exists.
 * The list's SQL twin is notification_scope.ts.
 */
export default class NotificationPolicy extends BasePolicy {
  open(
    user: User,
    notification: Pick<StoredNotification, 'userId' | 'notifyAt'>,
    now = DateTime.utc()
  ): AuthorizerResponse {
    return notification.userId === user.id && notification.notifyAt <= now ? true : NOT_FOUND()
  }
}
