import type { DateTime } from 'luxon'
import type { Iteration, RegisteredProgram } from '#kernel/programs/define_program'
import {
  iterationPhase,
  listPrograms,
  learnerRegistrationOpen,
  offeringWorld,
  programWorlds,
  tutorRegistrationOpen,
} from '#kernel/programs/registry'
import { programDate, programDateRange, programDateTime } from '#kernel/programs/format'

/*
 * /find-a-program (spec 000 §2.1: /find-a-workshop → ?world=college-admissions-workshops,
 * /find-a-bootcamp → ?program=sat-bootcamp): the registered programs and their open offerings,
 * filtered by world and by program. Built from the programs' iteration config, so it needs no
 * database and lists exactly what registration rules allow.
 */

export const FIND_A_PROGRAM_PER_PAGE = 10
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type FindAProgramFilters = { world: string | null; program: string | null; page: number }

/** Query values that are not slugs match nothing (they are echoed back escaped, never used in SQL). */
export function parseFindAProgramQuery(
  query: Record<string, unknown>
): FindAProgramFilters & { invalid: boolean } {
  const pick = (value: unknown) =>
    typeof value === 'string' && value.length > 0 ? value.slice(0, 80) : null
  const world = pick(query.world)
  const program = pick(query.program)
  const pageValue = Number(typeof query.page === 'string' ? query.page : 1)
  const page = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= 1000 ? pageValue : 1
  const invalid = Boolean((world && !SLUG.test(world)) || (program && !SLUG.test(program)))
  return { world, program, page, invalid }
}

function openIteration(
  program: RegisteredProgram,
  iteration: Iteration,
  now: DateTime,
  world: string | null
) {
  const offerings = new Map(program.offerings.map((offering) => [offering.slug, offering]))
  // A program whose offerings run in several worlds (the two learning labs), asked for one of
  // them, lists that world's offerings only.
  const offeringWorlds = new Set(
    program.offerings.map((offering) => offeringWorld(program, offering))
  )
  const narrowTo = world && offeringWorlds.size > 1 && offeringWorlds.has(world) ? world : null
  const learnerOpen = learnerRegistrationOpen(iteration, now)
  return {
    key: iteration.key,
    title: iteration.title,
    phase: iterationPhase(iteration, now),
    learnerOpen,
    tutorOpen: tutorRegistrationOpen(iteration, now),
    learnerRegistrationOpens: programDateTime(iteration.learnerRegistrationOpensAt, program.zone),
    learnerDeadline: programDateTime(iteration.learnerDeadlineAt, program.zone),
    dates: programDateRange(iteration.startsAt, iteration.endsAt, program.zone),
    offerings: iteration.offerings
      .filter(
        (entry) =>
          !narrowTo || offeringWorld(program, offerings.get(entry.offeringSlug)!) === narrowTo
      )
      .map((entry) => {
        const offering = offerings.get(entry.offeringSlug)!
        return {
          slug: offering.slug,
          title: offering.title,
          description: offering.externalDescription,
          weeks: offering.weeks,
          sessionsPerWeek: offering.sessionsPerWeek,
          sessionMinutes: offering.sessionMinutes,
          maxLearners: offering.maxLearners,
          oneTime: offering.oneTime ?? false,
          dates: programDateRange(entry.startsAt, entry.endsAt, program.zone),
        }
      }),
  }
}

export type FindAProgramEntry = ReturnType<typeof programEntry>

function programEntry(program: RegisteredProgram, now: DateTime, world: string | null) {
  const open = program.iterations
    .filter((iteration) => tutorRegistrationOpen(iteration, now))
    .map((iteration) => openIteration(program, iteration, now, world))
    .filter((iteration) => iteration.offerings.length > 0)
  const upcoming = program.iterations.find(
    (iteration) => iterationPhase(iteration, now) === 'upcoming'
  )
  return {
    slug: program.slug,
    title: program.title,
    description: program.description,
    type: program.type,
    world: program.world,
    homePath: program.homePath ?? null,
    openIterations: open,
    upcoming: upcoming
      ? {
          key: upcoming.key,
          title: upcoming.title,
          tutorRegistrationOpens: programDate(upcoming.tutorRegistrationOpensAt, program.zone),
          learnerRegistrationOpens: programDate(upcoming.learnerRegistrationOpensAt, program.zone),
        }
      : null,
  }
}

export function findAProgram(filters: FindAProgramFilters & { invalid?: boolean }, now: DateTime) {
  const matching = filters.invalid
    ? []
    : listPrograms().filter(
        (program) =>
          (!filters.world || programWorlds(program).includes(filters.world)) &&
          (!filters.program || program.slug === filters.program)
      )
  const total = matching.length
  const lastPage = Math.max(1, Math.ceil(total / FIND_A_PROGRAM_PER_PAGE))
  const page = Math.min(filters.page, lastPage)
  const slice = matching.slice((page - 1) * FIND_A_PROGRAM_PER_PAGE, page * FIND_A_PROGRAM_PER_PAGE)
  return {
    filters: { world: filters.world, program: filters.program },
    programs: slice.map((program) => programEntry(program, now, filters.world)),
    pagination: { page, perPage: FIND_A_PROGRAM_PER_PAGE, total, lastPage },
  }
}
