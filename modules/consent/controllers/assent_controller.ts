import type { HttpContext } from '@adonisjs/core/http'
import ConsentPolicy from '../policies/consent_policy.js'
import { assentValidator, consentMessages } from '../validators/consent_validators.js'
import { consentProgram, programsNeedingAssent, programTitle } from '../programs.js'
import { consentsOf } from '../queries/consents.js'
import { recordAssent } from '../actions/record_assent.js'
import { assentStatement } from '../statements.js'
import ConsentStateTransformer from '../transformers/consent_state_transformer.js'
import { denied, done } from './respond.js'

/* /consent/assent: the learner's own assent, a separate step from the parent's consent (spec 001 §4.4). */
export default class AssentController {
  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const wanted = String(ctx.request.qs().program ?? '')
    const programs = programsNeedingAssent()
    const mine = await consentsOf(user.id)
    return ctx.inertia.render('consent/assent', {
      programs: programs.map((program) => ({ slug: program.slug, title: program.title, statement: assentStatement(program.title) })),
      selected: programs.some((program) => program.slug === wanted) ? wanted : (programs[0]?.slug ?? null),
      consents: ConsentStateTransformer.transform(mine.map((state) => ({ ...state, programTitle: programTitle(state.programSlug) }))),
    })
  }

  async store(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(assentValidator, { messagesProvider: consentMessages })
    const user = ctx.auth.getUserOrFail()
    const program = consentProgram(payload.program)
    const verdict = await ctx.bouncer.with(ConsentPolicy).execute('assent', program)
    if (!verdict.authorized) return denied(ctx, verdict)
    const recorded = await recordAssent(user.id, program!.slug, assentStatement(program!.title), ctx.request.ip())
    return done(ctx, recorded ? `Thank you: your assent to ${program!.title} is recorded.` : `You already assented to ${program!.title}.`)
  }
}
