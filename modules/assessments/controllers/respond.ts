import type { HttpContext } from '@adonisjs/core/http'
import { notFound, wantsJson } from '#app/support/http'
import { isTargetKind, type TargetKind } from '../queries/targets.js'

/* Answers of the assessments module's writes (the app's shared ones, and a 409 for a refusal that changed nothing). */
export { answerDone as done, positiveIdParam as idOr404 } from '#app/support/http'
export { answerWriteDenial as denied, answerDenial } from '#modules/identity/index'

export function conflict(ctx: HttpContext, message: string) {
  if (wantsJson(ctx)) return ctx.response.conflict({ ok: false, message })
  ctx.session.flash('error', message)
  return ctx.response.redirect().back()
}

/** The :kind route parameter (series or session), or the not-found page. */
export function kindOr404(ctx: HttpContext): TargetKind {
  const kind = ctx.params.kind
  return isTargetKind(kind) ? kind : notFound(ctx)
}
