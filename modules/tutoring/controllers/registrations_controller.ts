import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '#modules/identity/index'
import { registerForSession, unregisterFromSession } from '../actions/registrations.js'
import { REGISTRATION_MESSAGES } from '../messages.js'
import { done, notFound, positiveInt, refused } from './respond.js'

const STATUS: Record<string, 403 | 404 | 409> = {
  [REGISTRATION_MESSAGES.notFound]: 404,
  // A session the person may not see answers like a missing one (no existence leak).
  [REGISTRATION_MESSAGES.notAllowed]: 404,
  [REGISTRATION_MESSAGES.account]: 403,
  [REGISTRATION_MESSAGES.isHost]: 409,
}

export default class RegistrationsController {
  /** POST /session/:id/registration */
  async store(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    if (!id) return notFound(ctx)
    const viewer = await viewerOf(ctx)
    const result = await registerForSession(id, viewer!.user.id)
    if (result.ok) return done(ctx, "You're registered. See you there!", `/session/${id}`)
    const status = STATUS[result.reason] ?? 409
    if (status === 404) return refused(ctx, REGISTRATION_MESSAGES.notFound, 404, '/explore')
    return refused(ctx, result.reason, status, `/session/${id}`)
  }

  /** DELETE /session/:id/registration */
  async destroy(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    if (!id) return notFound(ctx)
    const viewer = await viewerOf(ctx)
    const result = await unregisterFromSession(id, viewer!.user.id)
    if (result.ok) return done(ctx, 'You are no longer registered. Your seat is free for someone else.', `/session/${id}`)
    const status = result.reason === REGISTRATION_MESSAGES.notFound ? 404 : 409
    return refused(ctx, result.reason, status, status === 404 ? '/explore' : `/session/${id}`)
  }
}
