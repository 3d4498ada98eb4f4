import type { HttpContext } from '@adonisjs/core/http'
import { User } from '#modules/identity/index'
import ConsentPolicy, { CONSENT_MESSAGES } from '../policies/consent_policy.js'
import { consentMessages, guardianLinksValidator, revokeValidator } from '../validators/consent_validators.js'
import { readLink } from '../links.js'
import { guardianConsents } from '../queries/consents.js'
import { programTitle } from '../programs.js'
import { sendGuardianLinks } from '../actions/send_guardian_links.js'
import { revokeGuardianConsent, REVOKE_MESSAGES } from '../actions/revoke_guardian_consent.js'
import ConsentStateTransformer from '../transformers/consent_state_transformer.js'
import { done, linkProblem, linkRefused } from './respond.js'

export const GUARDIAN_LINKS_SENT = 'If that address gave consent for a learner on Peerhaven, we just emailed it a fresh link for each learner.'

/** The learner and guardian a valid guardian link names; otherwise the answer to send. */
async function open(ctx: HttpContext) {
  // The token is the permission: never send it to another site (the same origin keeps it for redirect-back), never index it.
  ctx.response.header('Referrer-Policy', 'same-origin')
  ctx.response.header('X-Robots-Tag', 'noindex')
  const check = readLink<{ u: number; g: string }>('guardian', ctx.params.token)
  const verdict = await ctx.bouncer.with(ConsentPolicy).execute('openLink', check)
  if (!verdict.authorized || !check.ok) return { answer: linkRefused(ctx, verdict) }
  const learner = typeof check.data.u === 'number' ? await User.find(check.data.u) : null
  if (!learner || learner.isDeleted || typeof check.data.g !== 'string') return { answer: linkProblem(ctx, 410, CONSENT_MESSAGES.linkStale) }
  return { learner, guardianDigest: check.data.g }
}

/*
 * The guardian's pages (issue 16 §1): /guardian asks for fresh links by email; /guardian/:token
 * lists what this guardian consented to for this one learner, with withdraw buttons.
 */
export default class GuardianController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('consent/guardian_links', {})
  }

  async sendLinks(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(guardianLinksValidator, { messagesProvider: consentMessages })
    await sendGuardianLinks(email)
    return done(ctx, GUARDIAN_LINKS_SENT)
  }

  async show(ctx: HttpContext) {
    const opened = await open(ctx)
    if ('answer' in opened) return opened.answer
    const consents = await guardianConsents(opened.learner.id, opened.guardianDigest)
    return ctx.inertia.render('consent/guardian', {
      token: String(ctx.params.token),
      learnerFirstName: opened.learner.firstName,
      consents: ConsentStateTransformer.transform(consents.map((state) => ({ ...state, programTitle: programTitle(state.programSlug) }))),
    })
  }

  async revoke(ctx: HttpContext) {
    const opened = await open(ctx)
    if ('answer' in opened) return opened.answer
    const { key } = await ctx.request.validateUsing(revokeValidator, { messagesProvider: consentMessages })
    const refused = await revokeGuardianConsent({ learnerId: opened.learner.id, guardianDigest: opened.guardianDigest, key, programTitle, ip: ctx.request.ip() })
    if (refused) return done(ctx, refused, 409)
    return done(ctx, REVOKE_MESSAGES.done)
  }
}
