import vine, { errors } from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { Iteration, IterationConfig, OfferingTemplate } from './define_program.js'

/*
 * Boot-time validation of a program's iteration files (DESIGN "iterations: config modules
 * validated at boot with VineJS"). Shape first (VineJS), then the order invariant of spec 001 §4.6
 * "Program iterations run in order: tutor registration opens, learner registration opens,
 * learner deadline, start" with Luxon in the program's zone. Every failure names the file and
 * the field, so a program manager who adds a bad file sees exactly what to fix.
 */

/** Wall-clock time in the program's zone, to the minute: 2024-09-09T19:00. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const localTime = () => vine.string().regex(LOCAL_TIME)
const surveyUrl = () => vine.string().maxLength(500).url({ protocols: ['https'], require_protocol: true })

export const iterationSchema = vine.create({
  title: vine.string().trim().minLength(1).maxLength(120),
  tutorRegistrationOpensAt: localTime(),
  learnerRegistrationOpensAt: localTime(),
  learnerDeadlineAt: localTime(),
  startsAt: localTime(),
  endsAt: localTime(),
  offerings: vine
    .array(
      vine.object({
        offering: vine.string().regex(SLUG).maxLength(80),
        seriesTemplateSlug: vine.string().regex(SLUG).maxLength(120),
        ratio: vine.number().min(0).max(1),
        startsAt: localTime().optional(),
        endsAt: localTime().optional(),
      })
    )
    .minLength(1),
  surveys: vine.object({
    learnerPre: surveyUrl(),
    learnerPost: surveyUrl(),
    tutorPre: surveyUrl(),
    tutorPost: surveyUrl(),
  }),
})

export class InvalidIterationError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly detail: string
  ) {
    super(`Invalid program iteration ${file}: field "${field}" ${detail}`)
    this.name = 'InvalidIterationError'
  }
}

/** The iteration key a file name gives: iterations/2024_09.ts -> '2024-09'. */
export const ITERATION_FILE = /^([a-z0-9]+(?:_[a-z0-9]+)*)\.(ts|js)$/

export function iterationKeyFromFile(fileName: string): string | null {
  const match = fileName.match(ITERATION_FILE)
  return match ? match[1].replaceAll('_', '-') : null
}

type ProgramContext = { slug: string; zone: string; offerings: Pick<OfferingTemplate, 'slug'>[]; enrollment?: 'windowed' | 'rolling' }

function parseLocal(file: string, field: string, value: string, zone: string): DateTime {
  const parsed = DateTime.fromISO(value, { zone })
  // Luxon accepts 2024-02-30 as invalid and 2025-03-09T02:30 (a DST gap) by moving it forward.
  if (!parsed.isValid) throw new InvalidIterationError(file, field, `is not a real date and time (${value})`)
  return parsed
}

function describe(value: DateTime) {
  return `${value.toFormat("yyyy-MM-dd'T'HH:mm")} ${value.offsetNameShort ?? value.zoneName}`
}

/**
 * Validates one iteration file's default export. Throws InvalidIterationError naming the file
 * and field; returns the iteration with Luxon instants in the program's zone.
 */
export async function validateIteration(
  raw: unknown,
  { file, key, program }: { file: string; key: string; program: ProgramContext }
): Promise<Iteration> {
  let config: IterationConfig
  try {
    config = (await iterationSchema.validate(raw)) as IterationConfig
  } catch (error) {
    if (error instanceof errors.E_VALIDATION_ERROR) {
      const first = (error.messages as Array<{ field: string; message: string }>)[0]
      throw new InvalidIterationError(file, first?.field ?? '(root)', `is invalid: ${first?.message ?? 'unknown error'}`)
    }
    throw error
  }

  const at = (field: keyof IterationConfig) => parseLocal(file, field, config[field] as string, program.zone)
  const dates = {
    tutorRegistrationOpensAt: at('tutorRegistrationOpensAt'),
    learnerRegistrationOpensAt: at('learnerRegistrationOpensAt'),
    learnerDeadlineAt: at('learnerDeadlineAt'),
    startsAt: at('startsAt'),
    endsAt: at('endsAt'),
  }

  // spec 001 §4.6: tutor registration opens ≤ learner registration opens ≤ learner deadline ≤ start
  // (a rolling program's learners may still register while it runs: deadline ≤ end instead).
  const rolling = program.enrollment === 'rolling'
  const order = rolling
    ? (['tutorRegistrationOpensAt', 'learnerRegistrationOpensAt', 'learnerDeadlineAt'] as const)
    : (['tutorRegistrationOpensAt', 'learnerRegistrationOpensAt', 'learnerDeadlineAt', 'startsAt'] as const)
  for (let index = 1; index < order.length; index++) {
    const before = order[index - 1]
    const field = order[index]
    if (dates[field] < dates[before]) {
      throw new InvalidIterationError(
        file,
        field,
        `(${describe(dates[field])}) must not be before ${before} (${describe(dates[before])})`
      )
    }
  }
  if (rolling && dates.learnerDeadlineAt > dates.endsAt) {
    throw new InvalidIterationError(file, 'learnerDeadlineAt', `(${describe(dates.learnerDeadlineAt)}) must not be after endsAt (${describe(dates.endsAt)})`)
  }
  if (dates.endsAt <= dates.startsAt) {
    throw new InvalidIterationError(file, 'endsAt', `(${describe(dates.endsAt)}) must be after startsAt (${describe(dates.startsAt)})`)
  }

  const known = new Set(program.offerings.map((offering) => offering.slug))
  const seen = new Set<string>()
  const offerings = config.offerings.map((entry, index) => {
    const field = `offerings.${index}`
    if (!known.has(entry.offering)) {
      throw new InvalidIterationError(
        file,
        `${field}.offering`,
        `names "${entry.offering}", which is not an offering of ${program.slug} (${[...known].join(', ')})`
      )
    }
    if (seen.has(entry.offering)) {
      throw new InvalidIterationError(file, `${field}.offering`, `lists "${entry.offering}" twice`)
    }
    seen.add(entry.offering)
    const startsAt = entry.startsAt ? parseLocal(file, `${field}.startsAt`, entry.startsAt, program.zone) : dates.startsAt
    const endsAt = entry.endsAt ? parseLocal(file, `${field}.endsAt`, entry.endsAt, program.zone) : dates.endsAt
    if (startsAt < dates.startsAt) {
      throw new InvalidIterationError(file, `${field}.startsAt`, `must not be before the iteration's startsAt`)
    }
    if (endsAt > dates.endsAt) {
      throw new InvalidIterationError(file, `${field}.endsAt`, `must not be after the iteration's endsAt`)
    }
    if (endsAt <= startsAt) {
      throw new InvalidIterationError(file, `${field}.endsAt`, `must be after the offering's start`)
    }
    return { offeringSlug: entry.offering, seriesTemplateSlug: entry.seriesTemplateSlug, ratio: entry.ratio, startsAt, endsAt }
  })

  const total = offerings.reduce((sum, offering) => sum + offering.ratio, 0)
  if (Math.abs(total - 1) > 0.001) {
    throw new InvalidIterationError(file, 'offerings', `has recommended hosting ratios that sum to ${Number(total.toFixed(4))}, not 1`)
  }

  return {
    programSlug: program.slug,
    key,
    file,
    title: config.title,
    ...dates,
    offerings,
    surveys: config.surveys,
  }
}
