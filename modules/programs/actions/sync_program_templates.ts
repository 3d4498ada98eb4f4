import type { RegisteredProgram } from '#kernel/programs/define_program'
import type { ProgramTemplateInput } from '#modules/series/index'
import { findCourseBySlug, listTopics } from '#modules/catalog/index'
import { offeringWorld } from '#kernel/programs/registry'

/*
 * `node ace programs:sync` (DESIGN "New iteration = add one file under iterations/, then
 * programs:sync materialises it into series templates idempotently"): one series template per
 * iteration offering, keyed by the iteration's seriesTemplateSlug. The upsert belongs to the
 * series context; it reports whether it created or changed a row, so a second run changes nothing.
 */

export type UpsertProgramTemplate = (input: ProgramTemplateInput) => Promise<{ created: boolean; changed: boolean }>

export type SyncSummary = { created: number; changed: number; unchanged: number; templates: string[] }

/** The template inputs a program's iterations describe, in a stable order. */
export function programTemplateInputs(program: RegisteredProgram): ProgramTemplateInput[] {
  const offerings = new Map(program.offerings.map((offering) => [offering.slug, offering]))
  return program.iterations.flatMap((iteration) =>
    iteration.offerings.map((entry) => {
      const offering = offerings.get(entry.offeringSlug)!
      return {
        slug: entry.seriesTemplateSlug,
        title: offering.title,
        description: offering.description,
        externalDescription: offering.externalDescription,
        worldSlug: offeringWorld(program, offering),
        scheduleType: offering.scheduleType ?? 'weekly',
        sessionsPerWeek: offering.sessionsPerWeek,
        weeks: offering.weeks,
        sessionMinutes: offering.sessionMinutes,
        maxLearners: offering.maxLearners,
        programSlug: program.slug,
        programIteration: iteration.key,
        offeringSlug: offering.slug,
        tutorRegistrationOpensAt: iteration.tutorRegistrationOpensAt.toUTC(),
        learnerRegistrationOpensAt: iteration.learnerRegistrationOpensAt.toUTC(),
        learnerDeadlineAt: iteration.learnerDeadlineAt.toUTC(),
        startsAt: entry.startsAt.toUTC(),
        endsAt: entry.endsAt.toUTC(),
        details: {
          iterationTitle: iteration.title,
          recommendedHostingRatio: entry.ratio,
          oneTime: offering.oneTime ?? false,
          ...(offering.sessionCount ? { sessionCount: offering.sessionCount } : {}),
          forLearners: offering.forLearners,
          forTutors: offering.forTutors,
          surveys: iteration.surveys,
        },
      }
    })
  )
}

/** Finds the topic id an offering names (null when the catalog does not have it yet). */
export type ResolveTopic = (topic: { course: string; name: string }) => Promise<number | null>

export const resolveTopicFromCatalog: ResolveTopic = async ({ course, name }) => {
  const found = await findCourseBySlug(course)
  if (!found) return null
  const topics = await listTopics({ courseId: found.id })
  return topics.find((topic) => topic.name === name)?.id ?? null
}

export async function syncProgramTemplates(
  programs: readonly RegisteredProgram[],
  upsert: UpsertProgramTemplate,
  resolveTopic: ResolveTopic = resolveTopicFromCatalog
): Promise<SyncSummary> {
  const summary: SyncSummary = { created: 0, changed: 0, unchanged: 0, templates: [] }
  for (const program of programs) {
    const topics = new Map<string, number | null>()
    for (const offering of program.offerings) {
      if (offering.topic) topics.set(offering.slug, await resolveTopic(offering.topic))
    }
    for (const input of programTemplateInputs(program)) {
      const topicId = topics.get(input.offeringSlug)
      const result = await upsert(topicId ? { ...input, topicId } : input)
      if (result.created) summary.created += 1
      else if (result.changed) summary.changed += 1
      else summary.unchanged += 1
      summary.templates.push(input.slug)
    }
  }
  return summary
}
