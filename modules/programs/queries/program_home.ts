import type { DateTime } from 'luxon'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { programDateRange, programDateTime } from '#kernel/programs/format'
import { iterationPhase, learnerRegistrationOpen, offeringWorld } from '#kernel/programs/registry'
import { listUpcomingSeries, sessionCount } from '#modules/series/index'
import { worldCatalogue } from '#modules/worlds/index'

/*
 * What a program's public page shows besides its own copy: the iterations open or coming (from the
 * iteration config) and the program's upcoming series tutors have scheduled, where a learner
 * joins one. Shared by the programs' home pages (learning labs, summer camp, dialogues); rendered
 * by resources/inertia/components/program_home.tsx.
 */
export function comingIterations(program: RegisteredProgram, now: DateTime, limit = 4) {
  const offerings = new Map(program.offerings.map((offering) => [offering.slug, offering]))
  return program.iterations
    .filter((iteration) => iteration.learnerDeadlineAt >= now)
    .slice(0, limit)
    .map((iteration) => ({
      key: iteration.key,
      title: iteration.title,
      phase: iterationPhase(iteration, now),
      learnerOpen: learnerRegistrationOpen(iteration, now),
      dates: programDateRange(iteration.startsAt, iteration.endsAt, program.zone),
      learnerRegistrationOpens: programDateTime(iteration.learnerRegistrationOpensAt, program.zone),
      learnerDeadline: programDateTime(iteration.learnerDeadlineAt, program.zone),
      offerings: iteration.offerings.map((entry) => {
        const offering = offerings.get(entry.offeringSlug)!
        return {
          title: offering.title,
          world: offeringWorld(program, offering),
          dates: programDateRange(entry.startsAt, entry.endsAt, program.zone),
        }
      }),
    }))
}

export type ComingIteration = ReturnType<typeof comingIterations>[number]

/** A program's offerings as its page describes them to learners. */
export function offeringSummaries(program: RegisteredProgram) {
  return program.offerings.map((offering) => ({
    slug: offering.slug,
    title: offering.title,
    world: offeringWorld(program, offering),
    description: offering.externalDescription,
    weeks: offering.weeks,
    sessions: offering.oneTime
      ? 1
      : (offering.sessionCount ??
        sessionCount({ scheduleType: offering.scheduleType ?? 'weekly', sessionsPerWeek: offering.sessionsPerWeek, weeks: offering.weeks })),
    sessionMinutes: offering.sessionMinutes,
    maxLearners: offering.maxLearners,
    oneTime: offering.oneTime ?? false,
    forLearners: offering.forLearners,
  }))
}

export type OfferingSummary = ReturnType<typeof offeringSummaries>[number]

export async function upcomingProgramSeries(program: RegisteredProgram, perPage = 12) {
  const titles = new Map(worldCatalogue().map((world) => [world.slug, world.title]))
  const series = await listUpcomingSeries({ programSlug: program.slug, perPage })
  return series.data.map((item) => ({ ...item, worldTitle: titles.get(item.worldSlug) ?? item.worldSlug }))
}

export type UpcomingProgramSeries = Awaited<ReturnType<typeof upcomingProgramSeries>>[number]
