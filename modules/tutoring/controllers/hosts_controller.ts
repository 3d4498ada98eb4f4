import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '#modules/identity/index'
import { approveCohost, removeHost, requestCohost, withdrawCohostRequest } from '../actions/hosts.js'
import { hostMessageValidator, tutoringMessages } from '../validators/session_validators.js'
import { HOST_MESSAGES } from '../messages.js'
import { loadSession } from '../queries/session_details.js'
import { mayViewSession, sessionViewerOf } from '../policies/session_visibility.js'
import { worldVisible } from '../policies/world_access.js'
import { done, notFound, positiveInt, refused } from './respond.js'

const FORBIDDEN: ReadonlySet<string> = new Set([
  HOST_MESSAGES.onlyMainHostApproves,
  HOST_MESSAGES.onlyMainHostRemoves,
  HOST_MESSAGES.cannotRemoveSelf,
  HOST_MESSAGES.notTutor,
])

function statusOf(reason: string): 403 | 404 | 409 {
  if (reason === HOST_MESSAGES.hostNotFound) return 404
  return FORBIDDEN.has(reason) ? 403 : 409
}

export default class HostsController {
  /** POST /session/:id/cohosts — ask to co-host (optional message). */
  async request(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    if (!id) return notFound(ctx)
    const viewer = (await viewerOf(ctx))!
    // The session must be visible to the tutor asking (spec 000 §6.4).
    const sv = sessionViewerOf(viewer)
    const loaded = await loadSession(id, sv.userId)
    if (!loaded) return notFound(ctx)
    const visible = await worldVisible(loaded.world, sv.userId, { bypass: sv.isStaff })
    if (!mayViewSession({ viewer: sv, worldVisible: visible, hostDateOfBirth: loaded.hostDateOfBirth, viewerIsApprovedHost: false })) {
      return notFound(ctx)
    }
    const { message } = await ctx.request.validateUsing(hostMessageValidator, { messagesProvider: tutoringMessages })
    const result = await requestCohost(id, viewer.user, viewer.roles, message ?? null)
    if (!result.ok) return refused(ctx, result.reason, statusOf(result.reason), `/session/${id}`)
    return done(ctx, 'Your request to co-host was sent to the primary host.', `/session/${id}`)
  }

  /** DELETE /session/:id/cohosts/mine — withdraw one's own pending request. */
  async withdraw(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    if (!id) return notFound(ctx)
    const viewer = (await viewerOf(ctx))!
    const result = await withdrawCohostRequest(id, viewer.user.id)
    if (!result.ok) return refused(ctx, result.reason, statusOf(result.reason), `/session/${id}`)
    return done(ctx, 'Your co-host request was withdrawn.', `/session/${id}`)
  }

  /** POST /session/:id/cohosts/:hostId/approve — the primary host approves a request. */
  async approve(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    const hostId = positiveInt(ctx.params.hostId)
    if (!id || !hostId) return notFound(ctx)
    const viewer = (await viewerOf(ctx))!
    const result = await approveCohost(id, hostId, viewer.user.id)
    if (!result.ok) return refused(ctx, result.reason, statusOf(result.reason), `/session/${id}`)
    return done(ctx, 'Co-host approved.', `/session/${id}`)
  }

  /** DELETE /session/:id/hosts/:hostId — only the primary host, never themselves (spec 000 §6.4). */
  async remove(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    const hostId = positiveInt(ctx.params.hostId)
    if (!id || !hostId) return notFound(ctx)
    const viewer = (await viewerOf(ctx))!
    const { message } = await ctx.request.validateUsing(hostMessageValidator, { messagesProvider: tutoringMessages })
    const result = await removeHost(id, hostId, viewer.user.id, message ?? null)
    if (!result.ok) return refused(ctx, result.reason, statusOf(result.reason), `/session/${id}`)
    return done(ctx, 'Co-host removed.', `/session/${id}`)
  }
}
