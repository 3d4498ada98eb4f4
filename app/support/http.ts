import type { HttpContext } from '@adonisjs/core/http'
import { errors as httpErrors } from '@adonisjs/core/http'
import { BaseSerializer } from '@adonisjs/core/transformers'

/** True for API clients that asked for JSON (not Inertia page visits). */
export function wantsJson(ctx: HttpContext) {
  return !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
}

/**
 * Refuses a form with field messages: 422 JSON for API clients, otherwise the Inertia way
 * (errors flashed, redirect back to the form). Nothing was changed.
 */
export function refuseForm(ctx: HttpContext, errors: Record<string, string>) {
  if (wantsJson(ctx)) {
    return ctx.response.unprocessableEntity({
      errors: Object.entries(errors).map(([field, message]) => ({ field, message })),
    })
  }
  ctx.session.flashExcept(['password', 'passwordConfirmation'])
  ctx.session.flash('inputErrorsBag', errors)
  return ctx.response.redirect().back()
}

/** The friendly not-found page (thrown: the exception handler renders it in the frame). */
export function notFound(ctx: HttpContext): never {
  throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

/**
 * A write that succeeded: JSON clients get { ok, message }; Inertia visits a success toast and a
 * redirect (back, or to `to`).
 */
export function answerDone(ctx: HttpContext, message: string, to?: string) {
  if (wantsJson(ctx)) return ctx.response.ok({ ok: true, message })
  ctx.session.flash('success', message)
  return to ? ctx.response.redirect().toPath(to) : ctx.response.redirect().back()
}

/** A positive id route parameter, or the not-found page. */
export function positiveIdParam(ctx: HttpContext, name = 'id'): number {
  const text = String(ctx.params[name] ?? '')
  if (!/^[1-9]\d{0,11}$/.test(text)) notFound(ctx)
  return Number(text)
}

/** Transformer items as bare JSON (no wrapping key), for API answers that are not Inertia pages. */
class JsonSerializer extends BaseSerializer {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData
  }
}

const jsonSerializer = new JsonSerializer()

/** Answers a record of transformer items and plain values as JSON: `answerJson(ctx, { token: T.transform(x) })`. */
export async function answerJson(ctx: HttpContext, data: Parameters<JsonSerializer['serialize']>[0], status = 200) {
  return ctx.response.status(status).send(await jsonSerializer.serialize(data, ctx.containerResolver))
}
