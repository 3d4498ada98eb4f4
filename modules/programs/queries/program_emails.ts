import type { DateTime } from 'luxon'
import type { Iteration, RegisteredProgram } from '#kernel/programs/define_program'
import { listPrograms } from '#kernel/programs/registry'
import ProgramEmailTemplate from '../models/program_email_template.js'
import { phaseInstant, programEmailValues } from '../program_email_phases.js'
import { PROGRAM_EMAIL_PHASES, type ProgramEmailPhase, type ProgramEmailValues } from '../shared/index.js'

/* Program Emails (issue 17 §4): the templates staff write, read for the admin page and the sender. */

export function programEmailTemplate(programSlug: string, phase: ProgramEmailPhase) {
  return ProgramEmailTemplate.query().where('program_slug', programSlug).where('phase', phase).first()
}

/** The template the sender uses: null when there is none or it is switched off. */
export async function enabledProgramEmail(programSlug: string, phase: ProgramEmailPhase) {
  const template = await programEmailTemplate(programSlug, phase)
  return template?.enabled ? template : null
}

/** The iteration the page shows dates for: the one running now, else the next one (null when all ended). */
export function currentOrNextIteration(program: RegisteredProgram, now: DateTime): Iteration | null {
  return program.iterations.find((iteration) => iteration.endsAt >= now) ?? null
}

/** Every registered program × phase: its template (if any) and when the phase falls for the current or next iteration. One query. */
export async function programEmailsOverview(now: DateTime) {
  const programs = listPrograms()
  const templates = programs.length ? await ProgramEmailTemplate.query().whereIn('program_slug', programs.map((program) => program.slug)) : []
  const byKey = new Map(templates.map((template) => [`${template.programSlug}/${template.phase}`, template]))
  return programs.map((program) => {
    const iteration = currentOrNextIteration(program, now)
    return {
      program,
      iteration,
      phases: PROGRAM_EMAIL_PHASES.map((phase) => {
        const at = iteration ? phaseInstant(iteration, phase) : null
        return { phase, template: byKey.get(`${program.slug}/${phase}`) ?? null, at, past: at ? at < now : false }
      }),
    }
  })
}

export type ProgramEmailsOverview = Awaited<ReturnType<typeof programEmailsOverview>>[number]

/** The name the edit page's preview greets. */
const SAMPLE_NAME = 'Sam Rivera'

/**
 * The edit form of a program's email for a phase: the saved template (or null) and the values the
 * preview fills in, from the current or next iteration (the last one when all have ended), as a
 * learner would get it (a tutor for the tutor waitlist's email).
 */
export async function programEmailForm(program: RegisteredProgram, phase: ProgramEmailPhase, now: DateTime) {
  const template = await programEmailTemplate(program.slug, phase)
  const iteration = currentOrNextIteration(program, now) ?? program.iterations.at(-1) ?? null
  const audience = phase === 'tutor_registration_opens' ? 'tutor' : 'learner'
  const sample: ProgramEmailValues = iteration
    ? programEmailValues(program, iteration, phase, { name: SAMPLE_NAME, audience })
    : { name: SAMPLE_NAME, program: program.title, iteration: '(no iteration yet)', deadline: '(no iteration yet)', starts: '(no iteration yet)', link: '(the program page)', survey: '(the survey)' }
  return { program, phase, template: template ?? null, sample }
}
