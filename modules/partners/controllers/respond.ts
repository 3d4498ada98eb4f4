import type { HttpContext } from '@adonisjs/core/http'
import { wantsJson } from '#app/support/http'

/* Answers of the partners module's writes (the app's shared ones, and a 409 for a refusal that changed nothing). */
export { answerDone as done, positiveIdParam as idOr404, refuseForm } from '#app/support/http'
export { answerWriteDenial as denied, answerDenial } from '#modules/identity/index'

export function conflict(ctx: HttpContext, message: string) {
  if (wantsJson(ctx)) return ctx.response.conflict({ ok: false, message })
  ctx.session.flash('error', message)
  return ctx.response.redirect().back()
}
