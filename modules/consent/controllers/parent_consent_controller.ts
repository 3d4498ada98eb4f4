import type { HttpContext } from '@adonisjs/core/http'
import { User } from '#modules/identity/index'
import ConsentPolicy, { CONSENT_MESSAGES } from '../policies/consent_policy.js'
import { consentMessages, parentConsentValidator } from '../validators/consent_validators.js'
import { readLink } from '../links.js'
import { findRequest } from '../queries/consents.js'
import { consentProgram } from '../programs.js'
import { grantParentConsent } from '../actions/grant_parent_consent.js'
import { parentStatements } from '../statements.js'
import { done, linkProblem, linkRefused } from './respond.js'

/** The request a valid link names, with its learner and program; otherwise the answer to send. */
async function open(ctx: HttpContext) {
  // The token is the permission: never send it to another site (the same origin keeps it for redirect-back), never index it.
  ctx.response.header('Referrer-Policy', 'same-origin')
  ctx.response.header('X-Robots-Tag', 'noindex')
  const check = readLink<{ r: number }>('parent-consent', ctx.params.token)
  const verdict = await ctx.bouncer.with(ConsentPolicy).execute('openLink', check)
  if (!verdict.authorized || !check.ok) return { answer: linkRefused(ctx, verdict) }
  const request = typeof check.data.r === 'number' ? await findRequest(check.data.r) : null
  const learner = request ? await User.find(request.userId) : null
  const program = consentProgram(request?.programSlug)
  if (!request || !learner || learner.isDeleted || !program) {
    return { answer: linkProblem(ctx, 410, CONSENT_MESSAGES.linkStale) }
  }
  return { request, learner, program }
}

/*
 * /parent-consent/:token — the parent's consent page from the emailed link (issue 16 §1): no
 * account; it shows what the learner asks for (the program and its consent steps) and the form.
 */
export default class ParentConsentController {
  async show(ctx: HttpContext) {
    const opened = await open(ctx)
    if ('answer' in opened) return opened.answer
    const { request, learner, program } = opened
    return ctx.inertia.render('consent/parent_consent', {
      token: String(ctx.params.token),
      learnerFirstName: learner.firstName,
      guardianName: request.guardianName ?? '',
      program: { title: program.title, description: program.description, steps: program.flows.flatMap((flow) => flow.steps.map((step) => step.title)) },
      statements: parentStatements(learner.firstName, program.title),
    })
  }

  async store(ctx: HttpContext) {
    const opened = await open(ctx)
    if ('answer' in opened) return opened.answer
    const payload = await ctx.request.validateUsing(parentConsentValidator, { messagesProvider: consentMessages })
    const { request, learner, program } = opened
    const refused = await grantParentConsent(
      request,
      learner.firstName,
      program.title,
      { relationship: payload.relationship, signedName: payload.signedName, statements: Object.values(parentStatements(learner.firstName, program.title)) },
      ctx.request.ip()
    )
    if (refused) return done(ctx, refused, 409)
    return done(ctx, `Thank you. Your consent for ${learner.firstName} is recorded; we emailed you a link to see or withdraw it.`)
  }
}
