import type { HttpContext } from '@adonisjs/core/http'
import { wantsJson } from '#app/support/http'

/* Answers of peer review's writes (the app's shared ones, and a 409 for a repeat). */
export { answerDone as done, positiveIdParam as idOr404 } from '#app/support/http'
export { answerWriteDenial as denied } from '#modules/identity/index'

/** A refusal that changed nothing (already done): 409. */
export function conflict(ctx: HttpContext, message: string) {
  if (wantsJson(ctx)) return ctx.response.conflict({ ok: false, message })
  ctx.session.flash('error', message)
  return ctx.response.redirect().back()
}
