import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { savePushSubscription } from '../actions/save_push_subscription.js'
import { removePushSubscription } from '../actions/remove_push_subscription.js'
import { offeredPushKey } from '../push/web_push.js'
import { pushEndpointValidator, pushSubscriptionValidator } from '../validators/push_validators.js'

/* Web push (issue 14 §2, optional): the signed-in user's own browsers only. */
export default class PushSubscriptionsController {
  /** POST /notifications/push/subscriptions — 404 while push is not configured. */
  async store(ctx: HttpContext) {
    if (!offeredPushKey()) return notFound(ctx)
    const subscription = await ctx.request.validateUsing(pushSubscriptionValidator)
    await savePushSubscription(ctx.auth.user!.id, subscription)
    return ctx.response.created({ subscribed: true })
  }

  /** DELETE /notifications/push/subscriptions */
  async destroy(ctx: HttpContext) {
    const { endpoint } = await ctx.request.validateUsing(pushEndpointValidator)
    await removePushSubscription(ctx.auth.user!.id, endpoint)
    return ctx.response.ok({ subscribed: false })
  }
}
