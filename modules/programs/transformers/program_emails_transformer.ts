import { BaseTransformer } from '@adonisjs/core/transformers'
import { programDateTime } from '#kernel/programs/format'
import type { ProgramEmailsOverview } from '../queries/program_emails.js'

/** A program on the Program Emails page: each phase's template and when it falls (program's zone). */
export default class ProgramEmailsTransformer extends BaseTransformer<ProgramEmailsOverview> {
  toObject() {
    const { program, iteration, phases } = this.resource
    return {
      slug: program.slug,
      title: program.title,
      iteration: iteration ? { key: iteration.key, title: iteration.title } : null,
      phases: phases.map(({ phase, template, at, past }) => ({
        phase,
        subject: template?.subject ?? null,
        enabled: template?.enabled ?? false,
        at: at ? programDateTime(at, program.zone) : null,
        past,
      })),
    }
  }
}
