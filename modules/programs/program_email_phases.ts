import type { DateTime } from 'luxon'
import type { DeadlineTask } from '#kernel/hooks'
import type { Iteration, RegisteredProgram } from '#kernel/programs/define_program'
import { listPrograms } from '#kernel/programs/registry'
import { programDateTime } from '#kernel/programs/format'
import { appUrl } from '#config/app'
import { PROGRAM_EMAIL_PHASES, type ProgramEmailPhase, type ProgramEmailValues } from './shared/index.js'

/*
 * When each Program Emails phase falls for an iteration (issue 17 §4), in the program's zone
 * (Luxon calendar days: "two days before" stays at the same wall time across a DST change).
 */
const INSTANTS: Record<ProgramEmailPhase, (iteration: Iteration) => DateTime> = {
  tutor_registration_opens: (iteration) => iteration.tutorRegistrationOpensAt,
  learner_registration_opens: (iteration) => iteration.learnerRegistrationOpensAt,
  deadline_approaching: (iteration) => iteration.learnerDeadlineAt.minus({ days: 2 }),
  starts_tomorrow: (iteration) => iteration.startsAt.minus({ days: 1 }),
  post_survey: (iteration) => iteration.endsAt,
}

export function phaseInstant(iteration: Iteration, phase: ProgramEmailPhase): DateTime {
  return INSTANTS[phase](iteration)
}

export type ProgramEmailAudience = 'learner' | 'tutor'

/**
 * The placeholders' values for one person. {survey}: the post-survey in the post-survey email,
 * otherwise the pre-survey, the tutor's for hosts and the tutor waitlist, the learner's for learners.
 */
export function programEmailValues(
  program: RegisteredProgram,
  iteration: Iteration,
  phase: ProgramEmailPhase,
  person: { name: string; audience: ProgramEmailAudience }
): ProgramEmailValues {
  const { surveys } = iteration
  const post = phase === 'post_survey'
  const tutor = person.audience === 'tutor'
  return {
    name: person.name,
    program: program.title,
    iteration: iteration.title,
    deadline: programDateTime(iteration.learnerDeadlineAt, program.zone),
    starts: programDateTime(iteration.startsAt, program.zone),
    link: new URL(program.homePath ?? '/find-a-program', appUrl).toString(),
    survey: tutor ? (post ? surveys.tutorPost : surveys.tutorPre) : post ? surveys.learnerPost : surveys.learnerPre,
  }
}

/**
 * A task that runs later than this after its phase sends nothing: a new server (or one that was
 * down for days) must not mail people about iterations long past.
 */
export const PHASE_SENDS_UNTIL = { days: 3 }

export function programEmailTaskKey(program: Pick<RegisteredProgram, 'slug'>, iteration: Pick<Iteration, 'key'>, phase: ProgramEmailPhase) {
  return `emails:${program.slug}:${iteration.key}:${phase}`
}

/** The deadline tasks of Program Emails: one per registered program, iteration and phase. */
export function programEmailTasks(): DeadlineTask[] {
  return listPrograms().flatMap((program) =>
    program.iterations.flatMap((iteration) =>
      PROGRAM_EMAIL_PHASES.map((phase) => ({
        key: programEmailTaskKey(program, iteration, phase),
        dueAt: phaseInstant(iteration, phase).toJSDate(),
        run: async () => {
          const { sendProgramEmails } = await import('./jobs/send_program_emails.js')
          await sendProgramEmails(program, iteration, phase)
        },
      }))
    )
  )
}
