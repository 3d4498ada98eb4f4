import logger from '@adonisjs/core/services/logger'
import type { Iteration, RegisteredProgram } from '#kernel/programs/define_program'
import { programNow } from '#kernel/programs/clock'
import { User } from '#modules/identity/index'
import { sendMail } from '#app/support/mail/send_mail_job'
import { simpleEmail } from '#app/support/mail/layout'
import { PHASE_SENDS_UNTIL, phaseInstant, programEmailValues, type ProgramEmailAudience } from '../program_email_phases.js'
import { enabledProgramEmail } from '../queries/program_emails.js'
import { iterationParticipants } from '../queries/program_participants.js'
import { waitlistedUserIds } from '../queries/waitlists.js'
import {
  PROGRAM_EMAIL_GREETING,
  fillProgramEmail,
  programEmailFooter,
  programEmailParagraphs,
  type ProgramEmailPhase,
} from '../shared/index.js'

/*
 * Program Emails, sending (issue 17 §4): the deadline task of a program, iteration and phase mails
 * the phase's template, when enabled, to the phase's people. Each mail's idempotency key names
 * program, iteration, phase and person, so a re-run (or a retried task) never sends twice.
 * Independent of a program's own waitlist notifier (College Admissions Workshops mails its
 * waitlists itself): these go out only where staff enabled a template.
 */

type Recipient = { userId: number; audience: ProgramEmailAudience }

const only = (ids: number[], audience: ProgramEmailAudience): Recipient[] => ids.map((userId) => ({ userId, audience }))

async function recipients(program: RegisteredProgram, iteration: Iteration, phase: ProgramEmailPhase): Promise<Recipient[]> {
  const learnerWaitlist = () => waitlistedUserIds(program.slug, program.waitlists.learner, iteration.key, iteration.learnerRegistrationOpensAt)
  switch (phase) {
    case 'tutor_registration_opens':
      return only(await waitlistedUserIds(program.slug, program.waitlists.tutor, iteration.key, iteration.tutorRegistrationOpensAt), 'tutor')
    case 'learner_registration_opens':
      return only(await learnerWaitlist(), 'learner')
    case 'deadline_approaching': {
      const [waiting, people] = await Promise.all([learnerWaitlist(), iterationParticipants(program.slug, iteration.key)])
      const registered = new Set(people.learners)
      return only(waiting.filter((userId) => !registered.has(userId)), 'learner')
    }
    case 'starts_tomorrow':
    case 'post_survey': {
      // Someone who hosts one series and joined another gets the hosts' email (one per person).
      const people = await iterationParticipants(program.slug, iteration.key)
      const hosts = new Set(people.hosts)
      return [...only(people.hosts, 'tutor'), ...only(people.learners.filter((userId) => !hosts.has(userId)), 'learner')]
    }
  }
}

const CHUNK = 500

export async function sendProgramEmails(program: RegisteredProgram, iteration: Iteration, phase: ProgramEmailPhase) {
  if (programNow() > phaseInstant(iteration, phase).plus(PHASE_SENDS_UNTIL)) return
  const template = await enabledProgramEmail(program.slug, phase)
  if (!template) return
  const people = await recipients(program, iteration, phase)
  let sent = 0
  for (let start = 0; start < people.length; start += CHUNK) {
    const chunk = people.slice(start, start + CHUNK)
    const users = await User.query().whereIn('id', chunk.map((person) => person.userId))
    const byId = new Map(users.map((user) => [user.id, user]))
    for (const { userId, audience } of chunk) {
      const user = byId.get(userId)
      if (!user) continue
      const values = programEmailValues(program, iteration, phase, { name: user.name, audience })
      const mail = simpleEmail({
        greeting: fillProgramEmail(PROGRAM_EMAIL_GREETING, values),
        paragraphs: programEmailParagraphs(fillProgramEmail(template.body, values)),
        footer: programEmailFooter(phase, program.title),
      })
      await sendMail({
        idempotencyKey: `program-email:${program.slug}:${iteration.key}:${phase}:${user.id}`,
        to: user.email,
        subject: fillProgramEmail(template.subject, values),
        ...mail,
      })
      sent++
    }
  }
  // Counts only: no address reaches the log.
  logger.info({ program: program.slug, iteration: iteration.key, phase, recipients: sent }, 'program emails queued')
}
