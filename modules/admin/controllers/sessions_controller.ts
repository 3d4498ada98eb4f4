import type { HttpContext } from '@adonisjs/core/http'
import { adminFrame } from '../queries/frame.js'
import { searchSessions, sessionDetail } from '../queries/sessions.js'
import { softDeleteSession } from '../actions/sessions.js'
import { idParam, listQuery, notFound, staffOf } from './helpers.js'

/* Sessions page (spec 000 §6.3: policy or mentor). */
export default class SessionsController {
  async index(ctx: HttpContext) {
    const { q, page, flag } = listQuery(ctx)
    const includeDeleted = flag('deleted')
    const result = await searchSessions({ q, page, includeDeleted })
    return ctx.inertia.render('admin/sessions', { ...result, q, includeDeleted, admin: await adminFrame(ctx, 'sessions') })
  }

  async show(ctx: HttpContext) {
    const detail = await sessionDetail(idParam(ctx))
    if (!detail) notFound(ctx)
    return ctx.inertia.render('admin/session', { ...detail, admin: await adminFrame(ctx, 'sessions') })
  }

  /** Soft-deletes the session with deleted_by (spec 001 §3.3). */
  async destroy(ctx: HttpContext) {
    const id = idParam(ctx)
    const detail = await sessionDetail(id)
    if (!detail) notFound(ctx)
    const staff = await staffOf(ctx)
    const deleted = await softDeleteSession(staff, id)
    ctx.session.flash('success', deleted ? `Session #${id} was deleted.` : `Session #${id} was already deleted.`)
    return ctx.response.redirect(`/admin/sessions/${id}`)
  }
}
