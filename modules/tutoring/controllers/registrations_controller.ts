import type { HttpContext } from '@adonisjs/core/http'
import { registerForSession } from '../actions/register_for_session.js'
import { unregisterFromSession } from '../actions/unregister_from_session.js'
import { REGISTRATION_MESSAGES } from '../messages.js'
import { loadSession } from '../queries/session_details.js'
import SessionPolicy from '../policies/session_policy.js'
import { denied, done, explorePath, positiveInt, refused, sessionPath } from './respond.js'
import { refuseForm } from '#app/support/http'
import { answersFrom } from './answers.js'

/** Refusals of the action that are not conflicts (the policy's own are answered by answerDenials). */
const STATUS: Record<string, 403 | 404> = {
  [REGISTRATION_MESSAGES.notFound]: 404,
  [REGISTRATION_MESSAGES.account]: 403,
}

export default class RegistrationsController {
  /** POST /session/:id/registration — the body is the questionnaire's answers when it has one (issue 21 §3). */
  async store(ctx: HttpContext) {
    const loaded = await this.session(ctx)
    if (!loaded) return refused(ctx, REGISTRATION_MESSAGES.notFound, 404, explorePath())
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('register', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const answers = await answersFrom(ctx, loaded.session)
    if ('errors' in answers) return refuseForm(ctx, answers.errors)
    const result = await registerForSession(loaded.session.id, ctx.auth.user!.id, { answers: answers.values })
    const id = loaded.session.id
    if (result.ok) return done(ctx, "You're registered. See you there!", sessionPath(id))
    const status = STATUS[result.reason] ?? 409
    return refused(ctx, result.reason, status, status === 404 ? explorePath() : sessionPath(id))
  }

  /** DELETE /session/:id/registration */
  async destroy(ctx: HttpContext) {
    const loaded = await this.session(ctx)
    if (!loaded) return refused(ctx, REGISTRATION_MESSAGES.notFound, 404, explorePath())
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('cancelRegistration', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const id = loaded.session.id
    const result = await unregisterFromSession(id, ctx.auth.user!.id)
    if (result.ok) return done(ctx, 'You are no longer registered. Your seat is free for someone else.', sessionPath(id))
    return refused(ctx, result.reason, 409, sessionPath(id))
  }

  private async session(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    return id ? loadSession(id, ctx.auth.user!.id) : null
  }
}
