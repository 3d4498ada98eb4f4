import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { notFound, wantsJson } from '#app/support/http'
import { renderBlocked } from './blocked_screen.js'
import { AccountGateDenial } from './account_gate.js'

/** The sentence a policy gives when it has nothing to tell the person (Bouncer's default). */
const NO_SENTENCE = new Set(['', 'Not found', 'Access denied'])

/**
 * How every controller answers a policy's denial (`bouncer.with(P).execute(...)` not authorized),
 * one rule for the whole app:
 *   - a sentence for the person (a 409/422 "registration is closed", a 404 "session not found")
 *     when the context can show one: `refuse(message, status)` (beside the buttons, a toast, JSON);
 *   - 404: the friendly not-found page (the thing is not disclosed);
 *   - otherwise the access-blocked screen of spec 000 §2.3 (401 not logged in, 403 not enough permission).
 * A gated action refused to an unreviewed, rejected or suspended account (AccountGateDenial) opens
 * the modal of spec 000 §2.3 on the page the person came from (JSON: 403 with the modal's notice).
 */
export function answerDenial(
  ctx: HttpContext,
  verdict: AuthorizationResponse,
  refuse?: (message: string, status: number) => unknown
) {
  if (verdict instanceof AccountGateDenial) return answerAccountGate(ctx, verdict)
  const status = verdict.status ?? 403
  const message = verdict.message ?? ''
  const sentence = NO_SENTENCE.has(message) ? null : message
  if (sentence && refuse) return refuse(sentence, status)
  if (status === 404) return notFound(ctx)
  return renderBlocked(ctx, status === 401 ? 'not_logged_in' : 'not_enough_permission')
}

/**
 * answerDenial for a write whose refusal is a toast: a policy's sentence goes back as an error
 * flash (JSON: its status and { ok: false, message }); other denials follow answerDenial's rule.
 */
export function answerWriteDenial(ctx: HttpContext, verdict: AuthorizationResponse) {
  return answerDenial(ctx, verdict, (message, status) => {
    if (wantsJson(ctx)) return ctx.response.status(status).send({ ok: false, message })
    ctx.session.flash('error', message)
    return ctx.response.redirect().back()
  })
}

function answerAccountGate(ctx: HttpContext, denial: AccountGateDenial) {
  if (wantsJson(ctx)) return ctx.response.forbidden({ ok: false, reason: denial.message, accountGate: denial.notice })
  ctx.session.flash('accountGate', denial.notice)
  return ctx.response.redirect().back()
}
