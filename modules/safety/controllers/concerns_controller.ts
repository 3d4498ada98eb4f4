import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import { resolveSubject } from '#kernel/subjects'
import { answerDenial } from '#modules/identity/index'
import { submitReport } from '../actions/submit_report.js'
import SafetyReportPolicy from '../policies/safety_report_policy.js'
import { peopleToReport } from '../queries/people_to_report.js'
import { existingUserIds } from '../queries/users.js'
import { sameSitePath, SAFETY_REPORT_MESSAGES } from '../shared/index.js'
import { peopleSearchValidator, reportQueryValidator, reportValidator, safetyMessages } from '../validators/safety_validators.js'

const originOf = (ctx: HttpContext) => `${ctx.request.protocol()}://${ctx.request.host()}`

/* Share Safety Concern, /report (spec 000 §2.2 "/report (safety report; query link)", §2.6 account menu). */
export default class ConcernsController {
  /** GET /report?link=&sessionId= — the link is kept only when it is a path on this site (never an open redirect). */
  async show(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SafetyReportPolicy).execute('file')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [, qs] = await reportQueryValidator.tryValidate(ctx.request.qs())
    const user = ctx.auth.getUserOrFail()
    const session = qs?.sessionId ? await resolveSubject({ type: 'session', id: qs.sessionId }, { id: user.id }) : null
    return ctx.inertia.render('safety/report', {
      link: sameSitePath(qs?.link, originOf(ctx)),
      session: session ? { id: session.id, title: session.title } : null,
    })
  }

  /** POST /report — opens a safety report; the reporter is told when it is resolved. */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SafetyReportPolicy).execute('file')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const payload = await ctx.request.validateUsing(reportValidator, { messagesProvider: safetyMessages })
    const user = ctx.auth.getUserOrFail()
    const link = payload.link ? sameSitePath(payload.link, originOf(ctx)) : null
    if (payload.link && !link) return refuseForm(ctx, { link: SAFETY_REPORT_MESSAGES.sameSiteLink })
    // A session the reporter cannot see is refused like one that does not exist.
    const session = payload.sessionId ? await resolveSubject({ type: 'session', id: payload.sessionId }, { id: user.id }) : null
    if (payload.sessionId && !session) return refuseForm(ctx, { sessionId: 'Choose a session you can see.' })
    const named = await existingUserIds(payload.subjectUserIds ?? [])
    const subjectUserIds = named.filter((id) => id !== user.id)
    await submitReport(user.id, { reason: payload.reason, description: payload.description, link, sessionId: session?.id ?? null, subjectUserIds })
    ctx.session.flash('success', SAFETY_REPORT_MESSAGES.thanks)
    return ctx.response.redirect().toRoute('safety.concern.show')
  }

  /** GET /report/people?q=&sessionId= — people to name in a report (JSON; names and usernames only). */
  async people(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(SafetyReportPolicy).execute('file')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [error, qs] = await peopleSearchValidator.tryValidate(ctx.request.qs())
    if (error) return ctx.response.send({ people: [] })
    const people = await peopleToReport(ctx.auth.getUserOrFail().id, qs.q, qs.sessionId ?? null)
    return ctx.response.send({ people })
  }
}
