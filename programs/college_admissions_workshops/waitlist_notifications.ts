import type { DeadlineTask } from '#kernel/hooks'
import type { Iteration, RegisteredProgram } from '#kernel/programs/define_program'
import { programDateTime } from '#kernel/programs/format'
import { programNow } from '#kernel/programs/clock'
import { markWaitlistNotified, NEXT_ITERATION, pendingWaitlistEntries } from '#modules/programs/index'
import { User } from '#modules/identity/index'
import { sendMail } from '#app/support/mail/send_mail_job'
import { simpleEmail } from '#app/support/mail/layout'
import { LEARNER_WAITLIST, MARKETING_PATH, TUTOR_WAITLIST } from './constants.js'

/*
 * Deadline tasks: when an iteration's tutor or learner registration opens, everyone on the
 * matching waitlist (for that iteration, or for "the next one") gets one email. Each entry is
 * marked notified and each mail has an idempotency key, so a re-run sends nothing twice.
 * A task that comes due after the iteration's learner deadline (e.g. the first run on a new
 * server) sends nothing: the window it announces is already over.
 */

type Audience = 'learner' | 'tutor'

async function notify(program: RegisteredProgram, iteration: Iteration, audience: Audience) {
  if (programNow() > iteration.learnerDeadlineAt) return
  const waitlist = audience === 'learner' ? LEARNER_WAITLIST : TUTOR_WAITLIST
  const entries = await pendingWaitlistEntries(program.slug, waitlist, [iteration.key, NEXT_ITERATION])
  if (entries.length === 0) return
  const users = await User.query().whereIn('id', [...new Set(entries.map((entry) => entry.userId))])
  const byId = new Map(users.map((user) => [user.id, user]))
  for (const entry of entries) {
    const user = byId.get(entry.userId)
    if (user) {
      const deadline = programDateTime(iteration.learnerDeadlineAt, program.zone)
      const paragraphs =
        audience === 'learner'
          ? [
              `Registration for ${program.title} (${iteration.title}) is open.`,
              `Workshops hold at most 15 learners and fill up, so sign up soon. Registration closes on ${deadline}.`,
            ]
          : [
              `You can now host ${program.title} for ${iteration.title}.`,
              `Pick an offering and publish your workshop before ${deadline}.`,
            ]
      const body = simpleEmail({
        greeting: `Hi ${user.name},`,
        paragraphs,
        action: { label: audience === 'learner' ? 'See the workshops' : 'Host a workshop', path: `${MARKETING_PATH}${audience === 'tutor' ? '?view=tutor' : ''}` },
        footer: `You get this email because you joined the ${program.title} waitlist on Peerhaven.`,
      })
      await sendMail({
        idempotencyKey: `program-waitlist:${entry.id}:${iteration.key}`,
        to: user.email,
        subject: audience === 'learner' ? `Registration is open: ${program.title}, ${iteration.title}` : `Hosting is open: ${program.title}, ${iteration.title}`,
        ...body,
      })
    }
    await markWaitlistNotified(entry.id)
  }
}

export function waitlistNotificationTasks(program: RegisteredProgram): DeadlineTask[] {
  return program.iterations.flatMap((iteration) => [
    {
      key: `${iteration.key}:tutor-registration-opens`,
      dueAt: iteration.tutorRegistrationOpensAt.toJSDate(),
      run: () => notify(program, iteration, 'tutor'),
    },
    {
      key: `${iteration.key}:learner-registration-opens`,
      dueAt: iteration.learnerRegistrationOpensAt.toJSDate(),
      run: () => notify(program, iteration, 'learner'),
    },
  ])
}
