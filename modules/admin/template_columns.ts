import type { SeriesTemplate } from '#modules/series/index'
import { isUniqueViolation } from '#app/support/database/errors'

/* What the staff template form writes (spec 001 §3.3 series_template; program fields are left to programs:sync). */
export type TemplateInput = {
  slug: string
  title: string
  description?: string
  externalDescription?: string
  curriculum?: string
  curriculumUrl?: string | null
  attendancePolicy: string
  scheduleType: SeriesTemplate['scheduleType']
  sessionsPerWeek: number
  weeks: number
  sessionMinutes: number
  maxLearners: number
  allowCohosts: boolean
  worldId: number
  courseId?: number | null
  maxRegistrationsPerLearner?: number | null
  maxActiveSeriesPerTutor?: number | null
  gatingGroup?: string | null
}

export class SlugTakenError extends Error {
  constructor() {
    super('This slug is already used by another template.')
  }
}

/** The template columns a staff form writes, from the form's input or from a template as it is. */
export function templateColumns(input: TemplateInput) {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description ?? '',
    externalDescription: input.externalDescription ?? '',
    curriculum: input.curriculum ?? '',
    curriculumUrl: input.curriculumUrl ?? null,
    attendancePolicy: input.attendancePolicy,
    scheduleType: input.scheduleType,
    sessionsPerWeek: input.sessionsPerWeek,
    weeks: input.weeks,
    sessionMinutes: input.sessionMinutes,
    maxLearners: input.maxLearners,
    // SQLite hands booleans back as 0/1.
    allowCohosts: Boolean(input.allowCohosts),
    worldId: input.worldId,
    courseId: input.courseId ?? null,
    maxRegistrationsPerLearner: input.maxRegistrationsPerLearner ?? null,
    maxActiveSeriesPerTutor: input.maxActiveSeriesPerTutor ?? null,
    gatingGroup: input.gatingGroup ?? null,
  }
}

/** Runs a template write, turning a clash on the unique slug into SlugTakenError. */
export async function withUniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError()
    throw error
  }
}
