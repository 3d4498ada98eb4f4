import type { HttpContext } from '@adonisjs/core/http'
import { adminFrame } from '../queries/frame.js'
import { findSession, searchSessions, sessionDetail } from '../queries/sessions.js'
import { softDeleteSession } from '../actions/soft_delete_session.js'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import SessionTransformer from '../transformers/session_transformer.js'
import SessionHostTransformer from '../transformers/session_host_transformer.js'
import { idParam, listQuery, staffOf } from './helpers.js'
import { notFound } from '#app/support/http'

/* Sessions page (spec 000 §6.3: policy or mentor; the routes are guarded by StaffConsolePolicy). */
export default class SessionsController {
  async index(ctx: HttpContext) {
    const { q, page, flag } = listQuery(ctx)
    const includeDeleted = flag('deleted')
    const { sessions, meta, lookups } = await searchSessions({ q, page, includeDeleted })
    return ctx.inertia.render('admin/sessions', {
      sessions: SessionTransformer.transform(sessions, lookups),
      meta,
      q,
      includeDeleted,
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'sessions')),
    })
  }

  async show(ctx: HttpContext) {
    const detail = await sessionDetail(idParam(ctx))
    if (!detail) notFound(ctx)
    return ctx.inertia.render('admin/session', {
      session: SessionTransformer.transform(detail.session, detail.lookups).useVariant('forPage'),
      hosts: SessionHostTransformer.transform(detail.hosts, detail.lookups.usernames),
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'sessions')),
    })
  }

  /** Soft-deletes the session with deleted_by (spec 001 §3.3). */
  async destroy(ctx: HttpContext) {
    const id = idParam(ctx)
    if (!(await findSession(id))) notFound(ctx)
    const deleted = await softDeleteSession(staffOf(ctx), id)
    ctx.session.flash('success', deleted ? `Session #${id} was deleted.` : `Session #${id} was already deleted.`)
    return ctx.response.redirect().toRoute('admin.sessions.show', { id })
  }
}
