import type { HttpContext } from '@adonisjs/core/http'
import { kindLabel, notificationKind } from '../kinds.js'
import { readUnsubscribeToken } from '../unsubscribe.js'
import { unsubscribeFromKind } from '../actions/unsubscribe_from_kind.js'
import { unsubscribeValidator } from '../validators/unsubscribe_validators.js'

/*
 * One-click unsubscribe without signing in (issue 14 §2): the signed token names the user and
 * the kind and is the only authority. A bad or expired token changes nothing.
 */
export default class UnsubscribeController {
  /** GET /unsubscribe?token= — the link in the email: turns the kind's email off and says so. */
  async show(ctx: HttpContext) {
    const target = await this.target(ctx)
    if (target) await unsubscribeFromKind(target)
    return ctx.inertia.render('notifications/unsubscribe', {
      done: target !== null,
      label: target ? kindLabel(target.kind, notificationKind(target.kind)) : null,
      token: target ? String(ctx.request.input('token')) : null,
      resubscribed: false,
    })
  }

  /** POST /unsubscribe?token= — the mail client's one-click (RFC 8058 List-Unsubscribe-Post). */
  async oneClick(ctx: HttpContext) {
    const target = await this.target(ctx)
    if (!target) return ctx.response.badRequest({ error: 'This unsubscribe link is not valid.' })
    await unsubscribeFromKind(target)
    return ctx.response.ok({ unsubscribed: true })
  }

  /** POST /unsubscribe/undo — the page's "Keep sending them" button. */
  async undo(ctx: HttpContext) {
    const target = await this.target(ctx)
    if (target) await unsubscribeFromKind(target, true)
    return ctx.inertia.render('notifications/unsubscribe', {
      done: target !== null,
      label: target ? kindLabel(target.kind, notificationKind(target.kind)) : null,
      token: null,
      resubscribed: target !== null,
    })
  }

  private async target(ctx: HttpContext) {
    const { token } = await unsubscribeValidator.validate(ctx.request.all()).catch(() => ({ token: null }))
    const target = token ? readUnsubscribeToken(token) : null
    const kind = target ? notificationKind(target.kind) : undefined
    return target && kind && !kind.transactional ? target : null
  }
}
