import type { HttpContext } from '@adonisjs/core/http'
import ConsentPolicy from '../policies/consent_policy.js'
import { consentMessages, parentRequestValidator } from '../validators/consent_validators.js'
import { consentProgram, programsNeedingParent, programTitle } from '../programs.js'
import { consentsOf } from '../queries/consents.js'
import { requestParentConsent } from '../actions/request_parent_consent.js'
import ConsentStateTransformer from '../transformers/consent_state_transformer.js'
import { denied, done } from './respond.js'

/* /request-parent-consent (spec 000 §2.2): a signed-in learner asks a parent or guardian. */
export default class ParentRequestsController {
  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const wanted = String(ctx.request.qs().program ?? '')
    const programs = programsNeedingParent()
    const all = await consentsOf(user.id)
    const mine = all.filter((state) => state.givenBy === 'parent_guardian')
    return ctx.inertia.render('consent/request_parent_consent', {
      programs: programs.map((program) => ({ slug: program.slug, title: program.title })),
      selected: programs.some((program) => program.slug === wanted) ? wanted : (programs[0]?.slug ?? null),
      consents: ConsentStateTransformer.transform(mine.map((state) => ({ ...state, programTitle: programTitle(state.programSlug) }))),
    })
  }

  async store(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(parentRequestValidator, { messagesProvider: consentMessages })
    const user = ctx.auth.getUserOrFail()
    const program = consentProgram(payload.program)
    const verdict = await ctx.bouncer.with(ConsentPolicy).execute('requestParent', program, payload.guardianEmail)
    if (!verdict.authorized) return denied(ctx, verdict)
    await requestParentConsent(user, program!, { name: payload.guardianName, email: payload.guardianEmail }, ctx.request.ip())
    return done(ctx, `We emailed ${payload.guardianName}. Once they consent, you will see it here.`)
  }
}
