import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Iteration, RegisteredProgram } from '#kernel/programs/define_program'
import { programDateTime } from '#kernel/programs/format'
import { iterationPhase, learnerRegistrationOpen, listPrograms, tutorRegistrationOpen } from '#kernel/programs/registry'
import { fromDbTime, iso, sqlTime } from '#app/support/database/values'
import { programSeriesHosts, programSeriesLearners } from './program_participants.js'

/*
 * /dashboard/programs (spec 000 §2.2 "dashboard programs ?program=&offering="): the programs a
 * person takes part in — the series they joined or host, grouped by program and iteration, the
 * waitlists they are on — and the next step in each program that is open or coming. Two queries
 * (series through their templates; waitlist entries), whatever the number of programs.
 */
export type MyProgramsFilters = { program: string | null; offering: string | null }

type SeriesRow = {
  series_id: number
  title: string
  program_slug: string
  program_iteration: string | null
  offering_slug: string | null
  role: 'learner' | 'host'
  next_session_at: unknown
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function parseMyProgramsQuery(query: Record<string, unknown>): MyProgramsFilters {
  const pick = (value: unknown) => (typeof value === 'string' && SLUG.test(value) && value.length <= 80 ? value : null)
  return { program: pick(query.program), offering: pick(query.offering) }
}

/** `at`: real time (sessions happen in it), not the programs' clock. */
async function seriesRows(userId: number, at: string): Promise<SeriesRow[]> {
  const client = db.connection()
  const next = client.raw(
    '(SELECT MIN(t.start_date) FROM tutoring_sessions t WHERE t.series_id = s.id AND t.deleted_at IS NULL AND t.canceled_at IS NULL AND t.end_date > ?) as next_session_at',
    [at]
  )
  const learner = programSeriesLearners(client)
    .where('r.user_id', userId)
    .select('s.id as series_id', 's.title', 'st.program_slug', 'st.program_iteration', 'st.offering_slug', client.raw("'learner' as role"), next)
  const host = programSeriesHosts(client)
    .where('h.user_id', userId)
    .select('s.id as series_id', 's.title', 'st.program_slug', 'st.program_iteration', 'st.offering_slug', client.raw("'host' as role"), next)
  return (await learner.unionAll(host).limit(400)) as SeriesRow[]
}

function nextStep(program: RegisteredProgram, now: DateTime): { text: string; href: string | null } | null {
  const zone = program.zone
  const open = program.iterations.find((iteration) => learnerRegistrationOpen(iteration, now))
  if (open) return { text: `Registration for ${open.title} is open until ${programDateTime(open.learnerDeadlineAt, zone)}.`, href: program.homePath ?? null }
  const hosting = program.iterations.find((iteration) => tutorRegistrationOpen(iteration, now))
  if (hosting) return { text: `${hosting.title}: learner registration opens ${programDateTime(hosting.learnerRegistrationOpensAt, zone)}.`, href: program.homePath ?? null }
  const upcoming = program.iterations.find((iteration) => iterationPhase(iteration, now) === 'upcoming')
  if (upcoming) return { text: `${upcoming.title} is announced: sign-ups open ${programDateTime(upcoming.tutorRegistrationOpensAt, zone)}.`, href: program.homePath ?? null }
  return null
}

export async function myPrograms(userId: number, filters: MyProgramsFilters, now: DateTime) {
  const [rows, waitlists] = await Promise.all([
    seriesRows(userId, sqlTime(DateTime.utc())),
    db
      .from('program_waitlist_entries')
      .where('user_id', userId)
      .whereNull('deleted_at')
      .whereNull('notified_at')
      .select('program_slug', 'waitlist', 'iteration'),
  ])
  const programs = listPrograms().filter((program) => !filters.program || program.slug === filters.program)
  return programs
    .map((program) => {
      const iterationTitle = (key: string | null) => program.iterations.find((iteration: Iteration) => iteration.key === key)?.title ?? null
      const offeringTitle = (slug: string | null) => program.offerings.find((offering) => offering.slug === slug)?.title ?? null
      const series = rows
        .filter((row) => row.program_slug === program.slug && (!filters.offering || row.offering_slug === filters.offering))
        .map((row) => ({
          id: row.series_id,
          title: row.title,
          role: row.role,
          iteration: iterationTitle(row.program_iteration),
          offering: offeringTitle(row.offering_slug),
          nextSessionAt: iso(fromDbTime(row.next_session_at)),
        }))
        .sort((a, b) => (a.nextSessionAt ?? '9999').localeCompare(b.nextSessionAt ?? '9999'))
      const waitlisted = waitlists
        .filter((entry: { program_slug: string }) => entry.program_slug === program.slug)
        .map((entry: { waitlist: string; iteration: string }) => ({
          audience: entry.waitlist === program.waitlists.tutor ? ('tutor' as const) : ('learner' as const),
          iteration: iterationTitle(entry.iteration) ?? 'the next iteration',
        }))
      return {
        slug: program.slug,
        title: program.title,
        homePath: program.homePath ?? null,
        series,
        waitlisted,
        nextStep: nextStep(program, now),
      }
    })
    .filter((program) => filters.program === program.slug || program.series.length > 0 || program.waitlisted.length > 0)
}

export type MyProgram = Awaited<ReturnType<typeof myPrograms>>[number]
