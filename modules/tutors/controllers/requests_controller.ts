import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { notFound, refuseForm, wantsJson } from '#app/support/http'
import TutorsPolicy from '../policies/tutors_policy.js'
import SessionRequest from '../models/session_request.js'
import OneOnOneProfile from '../models/one_on_one_profile.js'
import { allRequests, requestsBy, requestsTo } from '../queries/requests.js'
import { requestOneOnOne } from '../actions/request_one_on_one.js'
import { closeRequest, declineRequest } from '../actions/move_request.js'
import { scheduleRequest } from '../actions/schedule_request.js'
import { declineValidator, requestValidator, scheduleValidator, tutorsMessages } from '../validators/tutors_validator.js'
import SessionRequestTransformer from '../transformers/session_request_transformer.js'
import { REQUEST_MESSAGES } from '../rules.js'
import { denied, done, idOr404 } from './respond.js'

async function loadRequest(ctx: HttpContext) {
  return (await SessionRequest.query().where('id', idOr404(ctx)).whereNull('deleted_at').first()) ?? notFound(ctx)
}

/* One-on-one requests (spec 001 §3.3 session_request; issue 18 §2) at /dashboard/one-on-one. */
export default class RequestsController {
  /** GET /dashboard/one-on-one — my requests; requests to me (tutors); every request (staff, ?page). */
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const seeAll = await ctx.bouncer.with(TutorsPolicy).allows('seeAll')
    const page = /^[1-9]\d{0,5}$/.test(String(ctx.request.input('page', '1'))) ? Number(ctx.request.input('page', '1')) : 1
    const profile = await OneOnOneProfile.findBy('user_id', user.id)
    const staff = seeAll ? await allRequests(page) : null
    return ctx.inertia.render('tutors/one_on_one', {
      mine: SessionRequestTransformer.transform(await requestsBy(user.id)),
      toMe: SessionRequestTransformer.transform(await requestsTo(user.id)),
      hasProfile: profile !== null,
      profileActive: profile?.isActive ?? false,
      isTutor: (await ctx.bouncer.with(TutorsPolicy).allows('editProfile')) === true,
      all: staff ? SessionRequestTransformer.transform(staff.rows) : null,
      allMeta: staff?.meta ?? null,
      timezone: user.timezone || 'UTC',
    })
  }

  /** POST /explore/tutors/:userId/request { topicId, details } — a learner asks a tutor. */
  async store(ctx: HttpContext) {
    const tutorUserId = idOr404(ctx, 'userId')
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('request')
    if (!verdict.authorized) return denied(ctx, verdict)
    const { topicId, details } = await ctx.request.validateUsing(requestValidator, { messagesProvider: tutorsMessages })
    const outcome = await requestOneOnOne(ctx.auth.getUserOrFail().id, { tutorUserId, topicId, details })
    if (!outcome.ok) {
      if (wantsJson(ctx)) return ctx.response.status(409).send({ ok: false, message: outcome.reason, alternatives: outcome.alternatives })
      const others = outcome.alternatives.map((a) => a.displayName).join(', ')
      ctx.session.flash('error', others ? `${outcome.reason} Other tutors for this topic: ${others}.` : outcome.reason)
      return ctx.response.redirect().back()
    }
    return done(ctx, 'Your request was sent. You will be told when the tutor answers.', '/dashboard/one-on-one')
  }

  /** POST /dashboard/one-on-one/:id/decline { reason } — the tutor declines. */
  async decline(ctx: HttpContext) {
    const request = await loadRequest(ctx)
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('decide', request)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { reason } = await ctx.request.validateUsing(declineValidator, { messagesProvider: tutorsMessages })
    if (!(await declineRequest(request, ctx.auth.getUserOrFail().id, reason))) return refuse(ctx, REQUEST_MESSAGES.notOpen)
    return done(ctx, 'The request was declined. The learner was told.')
  }

  /** POST /dashboard/one-on-one/:id/schedule { startDate, minutes } — the tutor schedules a platform session. */
  async schedule(ctx: HttpContext) {
    const request = await loadRequest(ctx)
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('decide', request)
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(scheduleValidator, { messagesProvider: tutorsMessages })
    const user = ctx.auth.getUserOrFail()
    const start = DateTime.fromISO(payload.startDate, { zone: user.timezone || 'UTC' })
    if (!start.isValid || start <= DateTime.now().plus({ minutes: 5 }) || start > DateTime.now().plus({ days: 90 })) {
      return refuseForm(ctx, { startDate: 'Choose a time from 5 minutes to 90 days from now.' })
    }
    const outcome = await scheduleRequest(request, user.id, { startDate: start.toUTC(), minutes: payload.minutes })
    if (!outcome.ok) return refuse(ctx, outcome.reason)
    return done(ctx, 'The one-on-one is scheduled. The learner is registered and was told.')
  }

  /** POST /dashboard/one-on-one/:id/close — the learner withdraws an open request; either side closes a scheduled one. */
  async close(ctx: HttpContext) {
    const request = await loadRequest(ctx)
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('close', request)
    if (!verdict.authorized) return denied(ctx, verdict)
    if (!(await closeRequest(request, ctx.auth.getUserOrFail().id, null))) return refuse(ctx, REQUEST_MESSAGES.moved)
    return done(ctx, 'The request is closed.')
  }
}

function refuse(ctx: HttpContext, message: string) {
  if (wantsJson(ctx)) return ctx.response.status(409).send({ ok: false, message })
  ctx.session.flash('error', message)
  return ctx.response.redirect().back()
}
