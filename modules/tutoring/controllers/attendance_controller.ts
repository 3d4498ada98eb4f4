import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { confirmAttendance } from '../actions/confirm_attendance.js'
import { removeLearner } from '../actions/remove_learner.js'
import { ATTENDANCE_MESSAGES } from '../messages.js'
import SessionPolicy from '../policies/session_policy.js'
import { attendanceMessages, confirmAttendanceValidator, removeLearnerValidator } from '../validators/attendance_validators.js'
import { denied, done, positiveInt, refused, routeSession, sessionPath } from './respond.js'

/* The attendance roster and learner removal (issue 11 §1; issue 13's removal hook). */
export default class AttendanceController {
  /** POST /session/:id/attendance — an approved host confirms (or corrects) the roster. */
  async confirm(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('confirmAttendance', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(confirmAttendanceValidator, { messagesProvider: attendanceMessages })
    const id = loaded.session.id
    const result = await confirmAttendance({ sessionId: id, byUserId: ctx.auth.user!.id, ...payload })
    if (!result.ok) return refused(ctx, result.reason, result.reason === ATTENDANCE_MESSAGES.rosterChanged ? 409 : 422, sessionPath(id))
    return done(ctx, 'Attendance confirmed.', sessionPath(id))
  }

  /** POST /session/:id/registrants/:userId/removal — a host removes a learner (reason required, message optional). */
  async remove(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const learnerId = positiveInt(ctx.params.userId) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('removeLearner', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(removeLearnerValidator, { messagesProvider: attendanceMessages })
    const id = loaded.session.id
    const result = await removeLearner({ sessionId: id, learnerId, hostId: ctx.auth.user!.id, reason: payload.reason, message: payload.message ?? null })
    if (!result.ok) return refused(ctx, result.reason, 409, sessionPath(id))
    return done(ctx, 'The learner was removed from this session.', sessionPath(id))
  }
}
