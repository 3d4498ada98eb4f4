import type { HttpContext } from '@adonisjs/core/http'
import { adminFrame } from '../queries/frame.js'
import { findSession, searchSessions, sessionDetail } from '../queries/sessions.js'
import { softDeleteSession } from '../actions/soft_delete_session.js'
import { markSessionSafetyChecked } from '../actions/mark_session_safety_checked.js'
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
    const unchecked = flag('unchecked')
    const { sessions, meta, lookups } = await searchSessions({ q, page, includeDeleted, unchecked })
    return ctx.inertia.render('admin/sessions', {
      sessions: SessionTransformer.transform(sessions, lookups),
      meta,
      q,
      includeDeleted,
      unchecked,
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

  /** Records the safety check, who and when (spec 001 §3.3 safety_check_at / safety_check_by_user_id). */
  async markSafetyChecked(ctx: HttpContext) {
    const id = idParam(ctx)
    if (!(await findSession(id))) notFound(ctx)
    const marked = await markSessionSafetyChecked(staffOf(ctx), id)
    ctx.session.flash('success', marked ? `Session #${id} is marked safety-checked.` : `Session #${id} was already safety-checked.`)
    return ctx.response.redirect().toRoute('admin.sessions.show', { id })
  }
}
