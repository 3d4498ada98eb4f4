import { DateTime } from 'luxon'
import { PROGRAM_ZONE, type IterationConfig } from '#kernel/programs/define_program'
import { MATH_OFFERING, READING_WRITING_OFFERING } from './constants.js'

/*
 * An iteration of the SAT Bootcamp is one SAT test (spec 001 §3.7 sat_test; §4.3 "learners may
 * register when released to learners and before the learner deadline; tutors may create series
 * when released to tutors and before the series creation deadline"). Each iteration file calls
 * defineSatTest: it checks the test's own dates when the file is imported at boot (a bad file
 * fails boot naming the file's test and the field) and hands the kernel its usual iteration,
 * whose shape and order the kernel validates next. Times are New York wall-clock times.
 */
export type SatTestConfig = {
  title: string
  /** 'YYYY-MM-DD': the Saturday of the test. */
  testDate: string
  /** 'YYYY-MM-DDTHH:mm' in New York time, like every program date. */
  tutorReleasedAt: string
  onboardingSessionReleasedAt: string
  learnerReleasedAt: string
  onboardingSessionDeadline: string
  seriesCreationDeadline: string
  learnerRegistrationDeadline: string
  seriesStartMin: string
  seriesEndMax: string
}

export type SatTest = {
  title: string
  testDate: DateTime
  tutorReleasedAt: DateTime
  onboardingSessionReleasedAt: DateTime
  learnerReleasedAt: DateTime
  onboardingSessionDeadline: DateTime
  seriesCreationDeadline: DateTime
  learnerRegistrationDeadline: DateTime
  seriesStartMin: DateTime
  seriesEndMax: DateTime
}

export class InvalidSatTestError extends Error {
  constructor(title: string, field: string, detail: string) {
    super(`Invalid SAT test "${title}": field "${field}" ${detail}`)
    this.name = 'InvalidSatTestError'
  }
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME_FIELDS = [
  'tutorReleasedAt',
  'onboardingSessionReleasedAt',
  'learnerReleasedAt',
  'onboardingSessionDeadline',
  'seriesCreationDeadline',
  'learnerRegistrationDeadline',
  'seriesStartMin',
  'seriesEndMax',
] as const

/**
 * The order a test's dates must keep (each pair: the first must not be after the second): tutors
 * are released before they attend onboarding and publish; onboarding closes before publishing
 * closes; bootcamps are published and learners registered before the first session; the last
 * session ends before the test day begins.
 */
const ORDER: Array<[keyof SatTest, keyof SatTest]> = [
  ['tutorReleasedAt', 'onboardingSessionDeadline'],
  ['onboardingSessionReleasedAt', 'onboardingSessionDeadline'],
  ['onboardingSessionDeadline', 'seriesCreationDeadline'],
  ['tutorReleasedAt', 'seriesCreationDeadline'],
  ['seriesCreationDeadline', 'seriesStartMin'],
  ['learnerReleasedAt', 'learnerRegistrationDeadline'],
  ['learnerRegistrationDeadline', 'seriesStartMin'],
  ['seriesStartMin', 'seriesEndMax'],
  ['seriesEndMax', 'testDate'],
]

export function parseSatTest(config: SatTestConfig): SatTest {
  const title = typeof config.title === 'string' ? config.title.trim() : ''
  if (!title) throw new InvalidSatTestError('(untitled)', 'title', 'is required')
  const parse = (field: string, value: unknown, pattern: RegExp) => {
    if (typeof value !== 'string' || !pattern.test(value)) throw new InvalidSatTestError(title, field, `must look like ${pattern === LOCAL_DATE ? '2027-03-13' : '2027-03-13T08:00'}`)
    const parsed = DateTime.fromISO(value, { zone: PROGRAM_ZONE })
    if (!parsed.isValid) throw new InvalidSatTestError(title, field, `is not a real date (${value})`)
    return parsed
  }
  const test = { title, testDate: parse('testDate', config.testDate, LOCAL_DATE) } as SatTest
  for (const field of TIME_FIELDS) test[field] = parse(field, config[field], LOCAL_TIME)
  for (const [before, after] of ORDER) {
    if ((test[before] as DateTime) > (test[after] as DateTime)) throw new InvalidSatTestError(title, after, `must not be before ${before}`)
  }
  return test
}

const byTitle = new Map<string, SatTest>()

/** The SAT test an iteration (by its title) is; iteration files register theirs when imported. */
export function satTestOf(iteration: { title: string } | undefined): SatTest | null {
  return iteration ? (byTitle.get(iteration.title) ?? null) : null
}

/** What an iteration file default-exports: the kernel's iteration for this SAT test. */
export function defineSatTest(config: SatTestConfig, slug: string): IterationConfig {
  const test = parseSatTest(config)
  if (byTitle.has(test.title)) throw new InvalidSatTestError(test.title, 'title', 'is used by two SAT tests')
  byTitle.set(test.title, test)
  const survey = (who: string) => `https://forms.peerhaven.org/sat-bootcamp/${slug}/${who}`
  return {
    title: test.title,
    tutorRegistrationOpensAt: config.tutorReleasedAt,
    learnerRegistrationOpensAt: config.learnerReleasedAt,
    learnerDeadlineAt: config.learnerRegistrationDeadline,
    startsAt: config.seriesStartMin,
    endsAt: config.seriesEndMax,
    // Decision: tutors are asked to host math and reading-and-writing bootcamps in equal numbers.
    offerings: [
      { offering: MATH_OFFERING, seriesTemplateSlug: `sat-bootcamp-${slug}-math`, ratio: 0.5 },
      { offering: READING_WRITING_OFFERING, seriesTemplateSlug: `sat-bootcamp-${slug}-reading-writing`, ratio: 0.5 },
    ],
    surveys: { learnerPre: survey('learner-pre'), learnerPost: survey('learner-post'), tutorPre: survey('tutor-pre'), tutorPost: survey('tutor-post') },
  }
}
