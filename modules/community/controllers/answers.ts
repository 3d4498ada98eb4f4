import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { refuseForm, wantsJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'

/**
 * A policy's denial: a sentence goes back to the composer (field `body`; JSON clients get it with
 * the policy's status), others by the app's rule (404 page, access-blocked screen).
 */
export function deniedWrite(ctx: HttpContext, verdict: AuthorizationResponse) {
  return answerDenial(ctx, verdict, (sentence, status) =>
    wantsJson(ctx) ? ctx.response.status(status).send({ errors: [{ field: 'body', message: sentence }] }) : refuseForm(ctx, { body: sentence })
  )
}

/** A positive integer from a route or query parameter, or null. */
export function idParam(value: unknown): number | null {
  const text = String(value ?? '')
  return /^[1-9]\d{0,11}$/.test(text) ? Number(text) : null
}

/** A page number from the query string: 1 when absent or not a positive integer (at most 10,000). */
export function pageParam(value: unknown): number {
  return Math.min(idParam(value) ?? 1, 10_000)
}
