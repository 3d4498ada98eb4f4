import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { answerDenial } from '#modules/identity/index'

/** The upload calls are JSON only: a refusal is a status and `{ message }` the browser shows. */
export function refuse(ctx: HttpContext, status: number, message: string) {
  return ctx.response.status(status).send({ message })
}

/** A UserUploadPolicy denial (always 404, never confirming the upload exists). */
export function denied(ctx: HttpContext, verdict: AuthorizationResponse) {
  return answerDenial(ctx, verdict, (message, status) => refuse(ctx, status, message))
}
