import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type { iterationPhase } from '#kernel/programs/registry'
import type { Iteration } from '#kernel/programs/define_program'

/** A registered program's iterations as queries/program_iterations.ts reads them. */
type ProgramIterations = {
  program: { slug: string; title: string; type: string; zone: string }
  iterations: Array<{
    iteration: Iteration
    phase: ReturnType<typeof iterationPhase>
    syncedTemplates: number
  }>
}

/** A program with its iterations, their phase and dates (wall time in the program's zone). */
export default class ProgramTransformer extends BaseTransformer<ProgramIterations> {
  toObject() {
    const { program, iterations } = this.resource
    const wall = (value: DateTime) => value.setZone(program.zone).toFormat('d LLL yyyy, HH:mm')
    return {
      ...this.pick(program, ['slug', 'title', 'type', 'zone']),
      iterations: iterations.map(({ iteration, phase, syncedTemplates }) => ({
        key: iteration.key,
        title: iteration.title,
        phase,
        tutorRegistrationOpensAt: wall(iteration.tutorRegistrationOpensAt),
        learnerRegistrationOpensAt: wall(iteration.learnerRegistrationOpensAt),
        learnerDeadlineAt: wall(iteration.learnerDeadlineAt),
        startsAt: wall(iteration.startsAt),
        endsAt: wall(iteration.endsAt),
        offerings: iteration.offerings.map((offering) => offering.offeringSlug),
        syncedTemplates,
      })),
    }
  }
}
