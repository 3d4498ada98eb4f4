import type { HttpContext } from '@adonisjs/core/http'
import { answerJson, notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { describeNotification } from '../kinds.js'
import { markNotificationsViewed } from '../actions/mark_notifications_viewed.js'
import { recordNotificationClick } from '../actions/record_notification_click.js'
import Notification from '../models/notification.js'
import NotificationPolicy from '../policies/notification_policy.js'
import { latestNotifications, notificationsPage } from '../queries/notification_list.js'
import { unreadCount } from '../queries/unread_count.js'
import NotificationTransformer from '../transformers/notification_transformer.js'
import { notificationsPageValidator } from '../validators/notification_validators.js'

/** How many the bell's popover lists (issue 14 §2 bell menu); the rest are on /notifications. */
export const POPOVER_SIZE = 15
export const PER_PAGE = 20

export default class NotificationsController {
  /** GET /notifications — every notification, newest first; looking at them marks them viewed. */
  async index(ctx: HttpContext) {
    const { page } = await ctx.request.validateUsing(notificationsPageValidator, {
      data: ctx.request.qs(),
    })
    const userId = ctx.auth.user!.id
    const { items, meta } = await notificationsPage(userId, page ?? 1, PER_PAGE)
    await markNotificationsViewed(userId)
    return ctx.inertia.render('notifications/index', {
      notifications: NotificationTransformer.transform(items),
      meta,
    })
  }

  /** GET /notifications/unread — the bell's count (JSON), asked once per full page load. */
  async unread(ctx: HttpContext) {
    return ctx.response.ok({ unread: await unreadCount(ctx.auth.user!.id) })
  }

  /** GET /notifications/latest — the bell's popover (JSON); opening it marks them viewed. */
  async latest(ctx: HttpContext) {
    const userId = ctx.auth.user!.id
    const items = await latestNotifications(userId, POPOVER_SIZE)
    await markNotificationsViewed(userId)
    return answerJson(ctx, { notifications: NotificationTransformer.transform(items) })
  }

  /** GET /notifications/:id/open — records the click and goes to what the notification is about. */
  async open(ctx: HttpContext) {
    const notification = await Notification.find(ctx.params.id)
    if (!notification) return notFound(ctx)
    const verdict = await ctx.bouncer.with(NotificationPolicy).execute('open', notification)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const line = describeNotification(notification)
    if (!line) return notFound(ctx)
    await recordNotificationClick(notification)
    return ctx.response.redirect(line.href)
  }
}
