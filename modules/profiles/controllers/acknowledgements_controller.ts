import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { notFound } from '#app/support/http'
import { setAcknowledgement } from '#modules/recognition/index'
import { forgetToastState, isToastKey } from '../toasts.js'
import { acknowledgementKeyValidator } from '../validators/profile_validators.js'

/** POST /acknowledgements/:key/dismiss — the viewer's toast is not shown again (notify_at NULL). */
export default class AcknowledgementsController {
  async dismiss(ctx: HttpContext) {
    const { key } = await ctx.request.validateUsing(acknowledgementKeyValidator, { data: { key: ctx.params.key } })
    if (!isToastKey(key)) notFound(ctx)
    await db.transaction((trx) => setAcknowledgement({ userId: ctx.auth.user!.id, key, notifyAt: null }, { client: trx }))
    forgetToastState(ctx.auth.user!.id)
    return ctx.response.redirect().back()
  }
}
