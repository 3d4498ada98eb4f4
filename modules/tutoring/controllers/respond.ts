import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { answerDenial } from '#modules/identity/index'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { notFound, wantsJson } from '#app/support/http'
import { REGISTRATION_MESSAGES } from '../messages.js'
import { loadSession } from '../queries/session_details.js'

/** Where tutoring answers send people, by route name. */
export const sessionPath = (id: number | string) => urlFor('tutoring.sessions.show', { id })
export const explorePath = () => urlFor('tutoring.explore')

/*
 * Answers of the tutoring actions: JSON clients get a status and { ok, reason }; Inertia and
 * browser forms are sent back to the page with a flash message (shown as a toast).
 */
export function done(ctx: HttpContext, message: string, redirectTo: string, body: Record<string, unknown> = {}) {
  if (wantsJson(ctx)) return ctx.response.ok({ ok: true, message, ...body })
  ctx.session.flash('success', message)
  return ctx.response.redirect().toPath(redirectTo)
}

export function refused(ctx: HttpContext, reason: string, status: 403 | 404 | 409 | 422, redirectTo: string) {
  if (wantsJson(ctx)) return ctx.response.status(status).send({ ok: false, reason })
  ctx.session.flash('error', reason)
  return ctx.response.redirect().toPath(redirectTo)
}

/** A refusal that means the session is not there for this person sends them back to explore. */
const BACK_TO_EXPLORE: ReadonlySet<string> = new Set([REGISTRATION_MESSAGES.notFound])

/**
 * A SessionPolicy denial, answered by the app's one rule (identity's answerDenial); a sentence
 * goes back to the session (or to explore, see BACK_TO_EXPLORE) as a toast, or as JSON.
 */
export function denied(ctx: HttpContext, verdict: AuthorizationResponse) {
  return answerDenial(ctx, verdict, (reason, status) => {
    const back = BACK_TO_EXPLORE.has(reason) || !ctx.params.id ? explorePath() : sessionPath(ctx.params.id)
    return refused(ctx, reason, status as 403 | 404 | 409 | 422, back)
  })
}

/** A positive integer route or query parameter, or null. */
export function positiveInt(value: unknown): number | null {
  const text = String(value ?? '')
  if (!/^\d{1,9}$/.test(text)) return null
  const n = Number(text)
  return n > 0 ? n : null
}

/** The session of the route with the signed-in viewer's registration and host rows, or the not-found answer. */
export async function routeSession(ctx: HttpContext) {
  const id = positiveInt(ctx.params.id) ?? notFound(ctx)
  return (await loadSession(id, ctx.auth.user?.id ?? null)) ?? notFound(ctx)
}
