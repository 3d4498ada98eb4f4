import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'

/** A refusal with a sentence (field `body`, as the composer shows it); a 404 stays the not-found page. */
export function refusal(ctx: HttpContext, message: string | undefined, status: number) {
  if (status === 404 || !message || message === 'Not found') return notFound(ctx)
  if (status === 422) return refuseForm(ctx, { body: message })
  return ctx.response.status(status).send({ errors: [{ field: 'body', message }] })
}
