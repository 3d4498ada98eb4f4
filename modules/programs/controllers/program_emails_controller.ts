import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { programNow } from '#kernel/programs/clock'
import { findProgram } from '#kernel/programs/registry'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import ProgramEmailsPolicy from '../policies/program_emails_policy.js'
import { PROGRAM_EMAILS_PAGE } from '../pages.js'
import { programEmailForm, programEmailsOverview } from '../queries/program_emails.js'
import { saveProgramEmailTemplate } from '../actions/save_program_email_template.js'
import ProgramEmailsTransformer from '../transformers/program_emails_transformer.js'
import ProgramEmailTransformer from '../transformers/program_email_transformer.js'
import { programEmailMessages, programEmailValidator } from '../validators/program_email_validator.js'
import { isProgramEmailPhase } from '../shared/index.js'

/** The program and phase a route names; an unknown one is the not-found page. */
function targetOf(ctx: HttpContext) {
  const program = findProgram(String(ctx.params.program))
  const phase: unknown = ctx.params.phase
  if (!program || !isProgramEmailPhase(phase)) notFound(ctx)
  return { program, phase }
}

async function frame(ctx: HttpContext) {
  return AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), PROGRAM_EMAILS_PAGE.key))
}

/* Program Emails, /admin/program/emails (spec 000 §2.6: super; issue 17 §4). */
export default class ProgramEmailsController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(ProgramEmailsPolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    return ctx.inertia.render('programs/admin_program_emails', {
      programs: ProgramEmailsTransformer.transform(await programEmailsOverview(programNow())),
      admin: await frame(ctx),
    })
  }

  async edit(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(ProgramEmailsPolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { program, phase } = targetOf(ctx)
    return ctx.inertia.render('programs/admin_program_email', {
      email: ProgramEmailTransformer.transform(await programEmailForm(program, phase, programNow())),
      admin: await frame(ctx),
    })
  }

  /** PUT { subject, body, enabled }: saved in one transaction; bad input goes back with messages and changes nothing. */
  async update(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(ProgramEmailsPolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { program, phase } = targetOf(ctx)
    const payload = await ctx.request.validateUsing(programEmailValidator, { messagesProvider: programEmailMessages })
    await saveProgramEmailTemplate({ programSlug: program.slug, phase }, payload, ctx.auth.getUserOrFail().id)
    ctx.session.flash('success', payload.enabled ? 'Saved. This email goes out at each iteration’s phase.' : 'Saved. This email is off: nothing is sent.')
    return ctx.response.redirect().toRoute('programs.admin.emails.edit', { program: program.slug, phase })
  }
}
