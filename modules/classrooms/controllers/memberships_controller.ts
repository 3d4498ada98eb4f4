import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import ClassroomPolicy from '../policies/classroom_policy.js'
import { membershipOf } from '../queries/classrooms.js'
import { joinClassroom } from '../actions/join_classroom.js'
import { setSharing } from '../actions/set_sharing.js'
import { leaveClassroom } from '../actions/leave_classroom.js'
import { CLASSROOM_MESSAGES, classroomMessages, joinClassroomValidator, sharingValidator } from '../validators/classroom_validators.js'
import { formatJoinCode, normaliseJoinCode } from '../join_code.js'
import { denied, done, idOr404 } from './respond.js'

/* A learner's side of classrooms: joining with a code and consent, sharing on or off, leaving. */
export default class MembershipsController {
  /** GET /classrooms/join (?code= from a link the educator shared) */
  async create(ctx: HttpContext) {
    const code = normaliseJoinCode(String(ctx.request.qs().code ?? ''))
    return ctx.inertia.render('classrooms/join', { code: code ? formatJoinCode(code) : '' })
  }

  /** POST /classrooms/join { code, consent } */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(ClassroomPolicy).execute('join')
    if (!verdict.authorized) return denied(ctx, verdict)
    const { code } = await ctx.request.validateUsing(joinClassroomValidator, { messagesProvider: classroomMessages })
    const outcome = await joinClassroom(ctx.auth.getUserOrFail().id, code)
    if (!outcome.ok) return refuseForm(ctx, { code: outcome.reason === 'own-classroom' ? CLASSROOM_MESSAGES.ownClassroom : CLASSROOM_MESSAGES.unknownCode })
    const message = outcome.already ? `You are in “${outcome.classroom.name}” and share your progress with its educator.` : `You joined “${outcome.classroom.name}”.`
    return done(ctx, message, '/classrooms')
  }

  /** POST /classrooms/:id/sharing { share } — the member's own consent. */
  async sharing(ctx: HttpContext) {
    const membership = await membershipOf(idOr404(ctx), ctx.auth.getUserOrFail().id)
    const verdict = await ctx.bouncer.with(ClassroomPolicy).execute('ownMembership', membership ?? null)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { share } = await ctx.request.validateUsing(sharingValidator)
    await setSharing(membership!, share)
    return done(ctx, share ? 'You share your progress with this classroom’s educator again.' : 'You stopped sharing: the educator no longer sees your progress.')
  }

  /** POST /classrooms/:id/leave */
  async leave(ctx: HttpContext) {
    const membership = await membershipOf(idOr404(ctx), ctx.auth.getUserOrFail().id)
    const verdict = await ctx.bouncer.with(ClassroomPolicy).execute('ownMembership', membership ?? null)
    if (!verdict.authorized) return denied(ctx, verdict)
    await leaveClassroom(membership!)
    return done(ctx, 'You left the classroom.', '/classrooms')
  }
}
