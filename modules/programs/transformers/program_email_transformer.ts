import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { iso } from '#app/support/database/values'
import type ProgramEmailTemplate from '../models/program_email_template.js'
import { PROGRAM_EMAIL_DEFAULTS, programEmailFooter, type ProgramEmailPhase, type ProgramEmailValues } from '../shared/index.js'

type ProgramEmailForm = {
  program: RegisteredProgram
  phase: ProgramEmailPhase
  template: ProgramEmailTemplate | null
  /** The placeholders' values the preview shows (from the current or next iteration). */
  sample: ProgramEmailValues
}

/** The edit form of a program's email for a phase: the saved template or the suggested text, and the preview's values. */
export default class ProgramEmailTransformer extends BaseTransformer<ProgramEmailForm> {
  toObject() {
    const { program, phase, template, sample } = this.resource
    const suggested = PROGRAM_EMAIL_DEFAULTS[phase]
    return {
      programSlug: program.slug,
      programTitle: program.title,
      phase,
      subject: template?.subject ?? suggested.subject,
      body: template?.body ?? suggested.body,
      enabled: template?.enabled ?? false,
      saved: template !== null,
      updatedAt: iso(template?.updatedAt),
      sample,
      footer: programEmailFooter(phase, program.title),
    }
  }
}
