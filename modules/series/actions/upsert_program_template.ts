import { DateTime } from 'luxon'
import { findWorldBySlug } from '#modules/worlds/index'
import { MAX_SESSION_MINUTES, MIN_SESSION_MINUTES } from '#modules/tutoring/index'
import SeriesTemplate, { SCHEDULE_TYPES, type ScheduleType } from '../models/series_template.js'
import { MAX_SESSIONS_PER_WEEK, MAX_WEEKS } from '../schedule.js'

/*
 * Materialises a program offering as a series template (DESIGN "New iteration = add one file
 * under iterations/, then `node ace programs:sync`"). Idempotent by slug: the same input twice
 * changes nothing the second time. Fields staff manage (active, enabled, limits, curriculum)
 * are set only on creation; a topicId that is omitted leaves the stored topic alone.
 */
export type ProgramTemplateInput = {
  slug: string
  title: string
  description: string
  externalDescription: string
  worldSlug: string
  topicId?: number | null
  scheduleType: ScheduleType
  sessionsPerWeek: number
  weeks: number
  sessionMinutes: number
  maxLearners: number
  programSlug: string
  programIteration: string
  offeringSlug: string
  tutorRegistrationOpensAt: DateTime
  learnerRegistrationOpensAt: DateTime
  learnerDeadlineAt: DateTime
  startsAt: DateTime
  endsAt: DateTime
  details?: Record<string, unknown>
}

function assertInput(input: ProgramTemplateInput) {
  const problems: string[] = []
  if (!/^[a-z0-9][a-z0-9._-]{0,119}$/.test(input.slug)) problems.push('slug must be 1-120 lowercase letters, digits, dots, dashes or underscores')
  if (!input.title?.trim() || input.title.length > 200) problems.push('title must be 1-200 characters')
  if (!SCHEDULE_TYPES.includes(input.scheduleType)) problems.push(`scheduleType must be one of ${SCHEDULE_TYPES.join(', ')}`)
  const int = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max
  if (!int(input.sessionsPerWeek, 1, MAX_SESSIONS_PER_WEEK)) problems.push(`sessionsPerWeek must be 1-${MAX_SESSIONS_PER_WEEK}`)
  if (!int(input.weeks, 1, MAX_WEEKS)) problems.push(`weeks must be 1-${MAX_WEEKS}`)
  if (!int(input.sessionMinutes, MIN_SESSION_MINUTES, MAX_SESSION_MINUTES)) {
    problems.push(`sessionMinutes must be ${MIN_SESSION_MINUTES}-${MAX_SESSION_MINUTES}`)
  }
  if (!int(input.maxLearners, 1, 500)) problems.push('maxLearners must be 1-500')
  const dates = ['tutorRegistrationOpensAt', 'learnerRegistrationOpensAt', 'learnerDeadlineAt', 'startsAt', 'endsAt'] as const
  for (const key of dates) if (!DateTime.isDateTime(input[key]) || !input[key].isValid) problems.push(`${key} must be a valid DateTime`)
  if (problems.length > 0) throw new Error(`upsertProgramTemplate(${input.slug}): ${problems.join('; ')}`)
}

/** Stored instants are UTC and whole seconds (SQLite keeps no milliseconds). */
const toStored = (at: DateTime) => at.toUTC().startOf('second')

const sameInstant = (a: DateTime | null, b: DateTime | null) => (a === null || b === null ? a === b : a.toMillis() === b.toMillis())

/** Stable JSON (sorted keys) so details compare by content, not key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export async function upsertProgramTemplate(input: ProgramTemplateInput): Promise<{ created: boolean; changed: boolean }> {
  assertInput(input)
  const world = await findWorldBySlug(input.worldSlug)
  if (!world) throw new Error(`upsertProgramTemplate(${input.slug}): unknown world "${input.worldSlug}"`)

  const wanted = {
    title: input.title,
    description: input.description,
    externalDescription: input.externalDescription,
    worldId: world.id,
    scheduleType: input.scheduleType,
    sessionsPerWeek: input.sessionsPerWeek,
    weeks: input.weeks,
    sessionMinutes: input.sessionMinutes,
    maxLearners: input.maxLearners,
    programSlug: input.programSlug,
    programIteration: input.programIteration,
    offeringSlug: input.offeringSlug,
    ...(input.topicId !== undefined ? { topicId: input.topicId } : {}),
  }
  const wantedDates = {
    tutorRegistrationOpensAt: toStored(input.tutorRegistrationOpensAt),
    learnerRegistrationOpensAt: toStored(input.learnerRegistrationOpensAt),
    learnerDeadlineAt: toStored(input.learnerDeadlineAt),
    startsAt: toStored(input.startsAt),
    endsAt: toStored(input.endsAt),
  }
  const details = input.details ?? {}

  const existing = await SeriesTemplate.query().withScopes((scopes) => scopes.withDeleted()).where('slug', input.slug).first()
  if (!existing) {
    await SeriesTemplate.create({
      slug: input.slug,
      ...wanted,
      ...wantedDates,
      details,
      topicId: input.topicId ?? null,
      curriculum: '',
      attendancePolicy: 'standard',
      questionnaire: [],
      allowCohosts: true,
      active: true,
      enabled: true,
    })
    return { created: true, changed: true }
  }

  let changed = false
  for (const [key, value] of Object.entries(wanted) as Array<[keyof typeof wanted, unknown]>) {
    if ((existing as any)[key] !== value) {
      ;(existing as any)[key] = value
      changed = true
    }
  }
  for (const [key, value] of Object.entries(wantedDates) as Array<[keyof typeof wantedDates, DateTime]>) {
    if (!sameInstant(existing[key], value)) {
      existing[key] = value
      changed = true
    }
  }
  if (stable(existing.details) !== stable(details)) {
    existing.details = details
    changed = true
  }
  if (existing.deletedAt) {
    // A retired template that a program lists again comes back.
    existing.deletedAt = null
    changed = true
  }
  if (changed) await existing.save()
  return { created: false, changed }
}
