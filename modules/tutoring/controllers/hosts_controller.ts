import type { HttpContext } from '@adonisjs/core/http'
import { requestCohost } from '../actions/request_cohost.js'
import { approveCohost } from '../actions/approve_cohost.js'
import { removeHost } from '../actions/remove_host.js'
import { withdrawCohostRequest } from '../actions/withdraw_cohost_request.js'
import { hostMessageValidator, tutoringMessages } from '../validators/session_validators.js'
import { HOST_MESSAGES } from '../messages.js'
import SessionPolicy from '../policies/session_policy.js'
import { denied, done, positiveInt, refused, routeSession, sessionPath } from './respond.js'
import { notFound } from '#app/support/http'

function statusOf(reason: string): 403 | 404 | 409 {
  if (reason === HOST_MESSAGES.hostNotFound) return 404
  return reason === HOST_MESSAGES.cannotRemoveSelf ? 403 : 409
}

export default class HostsController {
  /** POST /session/:id/cohosts — ask to co-host (optional message). */
  async request(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('requestCohost', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { message } = await ctx.request.validateUsing(hostMessageValidator, { messagesProvider: tutoringMessages })
    const id = loaded.session.id
    const result = await requestCohost(id, ctx.auth.user!.id, message ?? null)
    if (!result.ok) return refused(ctx, result.reason, statusOf(result.reason), sessionPath(id))
    return done(ctx, 'Your request to co-host was sent to the primary host.', sessionPath(id))
  }

  /** DELETE /session/:id/cohosts/mine — withdraw one's own pending request. */
  async withdraw(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('withdrawAsHost', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const id = loaded.session.id
    const result = await withdrawCohostRequest(id, ctx.auth.user!.id)
    if (!result.ok) return refused(ctx, result.reason, statusOf(result.reason), sessionPath(id))
    return done(ctx, 'Your co-host request was withdrawn.', sessionPath(id))
  }

  /** POST /session/:id/cohosts/:hostId/approve — the primary host approves a request. */
  async approve(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const hostId = positiveInt(ctx.params.hostId) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('manageHosts', loaded, 'approve')
    if (!verdict.authorized) return denied(ctx, verdict)
    const id = loaded.session.id
    const result = await approveCohost(id, hostId)
    if (!result.ok) return refused(ctx, result.reason, statusOf(result.reason), sessionPath(id))
    return done(ctx, 'Co-host approved.', sessionPath(id))
  }

  /** DELETE /session/:id/hosts/:hostId — only the primary host, never themselves (spec 000 §6.4). */
  async remove(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const hostId = positiveInt(ctx.params.hostId) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('manageHosts', loaded, 'remove')
    if (!verdict.authorized) return denied(ctx, verdict)
    const { message } = await ctx.request.validateUsing(hostMessageValidator, { messagesProvider: tutoringMessages })
    const id = loaded.session.id
    const result = await removeHost(id, hostId, message ?? null)
    if (!result.ok) return refused(ctx, result.reason, statusOf(result.reason), sessionPath(id))
    return done(ctx, 'Co-host removed.', sessionPath(id))
  }
}
