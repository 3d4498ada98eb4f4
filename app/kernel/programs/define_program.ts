import type { DateTime } from 'luxon'
import type { HookRegistrar } from '../hooks.js'

/*
 * The program plugin contract (DESIGN "The plugin contract"; spec 002 "Program definitions").
 * A program is a folder under programs/ with a manifest (`program.ts`, default-exporting
 * `defineProgram({...})`) and one config module per iteration in `iterations/*.ts`
 * (default-exporting `defineIteration({...})`). The kernel discovers the iteration files,
 * validates them at boot (iteration_schema.ts) and never imports a program itself: the list of
 * programs is start/programs.ts.
 */

export const PROGRAM_TYPES = ['bootcamp', 'workshop', 'learning-lab', 'dialogue', 'camp', 'club'] as const
export type ProgramType = (typeof PROGRAM_TYPES)[number]

/** Program calendars run in New York time (spec 002 "Registration times in America/New_York"). */
export const PROGRAM_ZONE = 'America/New_York'

export type ScheduleType = 'weekly' | 'biweekly' | 'everyTwoWeeks'

/** An offering template: what a series of this kind looks like (DESIGN "offerings"). */
export type OfferingTemplate = {
  slug: string
  title: string
  weeks: number
  sessionsPerWeek: number
  sessionMinutes: number
  maxLearners: number
  scheduleType?: ScheduleType
  /** Shown to members on the series template (internal description). */
  description: string
  /** Shown to visitors (marketing and find-a-program). */
  externalDescription: string
  /** What a learner gets / what a tutor does, as bullets. */
  forLearners: string[]
  forTutors: string[]
  /** A single-session event rather than a multi-week series. */
  oneTime?: boolean
  /** Sessions in all, when fewer than weeks × sessionsPerWeek (a final exam prep of 7 in 4 weeks). */
  sessionCount?: number
  /** The catalog topic its sessions are on (course slug + topic name); resolved by programs:sync. */
  topic?: { course: string; name: string }
  /**
   * The world its series belong to, when not the program's `world` (the learning labs run one
   * program across two worlds): the program's world, its fallback or one of its seeded worlds.
   */
  world?: string
}

/** A consent flow a learner or tutor completes before registering (e.g. parent consent). */
export type ConsentFlow = {
  slug: string
  audience: 'learner' | 'tutor'
  title: string
  /** When the flow applies: everyone of that audience, or only minors. */
  requiredFor: 'everyone' | 'minors'
  /** Steps in order; each is a page the program owns (a name from its `pages`). */
  steps: Array<{ slug: string; title: string; page: string }>
}

/**
 * What a program needs from the catalogue, declared in its manifest (DESIGN "seeds for the
 * worlds/courses/topics it needs"): the worlds context seeds these worlds and the catalog these
 * courses and topics, so the catalogue holds no entry for a program that is not installed.
 * A program may have several worlds (the two learning labs).
 */
export type ProgramWorldSeed = {
  slug: string
  title: string
  description: string
  domain: 'Math' | 'Science' | 'College Readiness' | 'Other Subjects' | 'Community'
  visibility: 'public' | 'unlisted' | 'membership'
  primaryColor: string
  /** The one course the world studies (worlds.course_id). */
  courseSlug?: string
}

export type ProgramCourseSeed = {
  slug: string
  name: string
  domain: string
  weight: number
  topics: Array<{ name: string; type: 'challenge' | 'unit' | 'qa' | 'other' | 'ap'; description: string; active?: boolean }>
}

export type ProgramSeeds = { worlds?: ProgramWorldSeed[]; courses?: ProgramCourseSeed[] }

/** What an iteration file default-exports. Times are wall-clock times in the program's zone. */
export type IterationConfig = {
  title: string
  /** 'YYYY-MM-DDTHH:mm' in the program's zone (America/New_York). */
  tutorRegistrationOpensAt: string
  learnerRegistrationOpensAt: string
  learnerDeadlineAt: string
  startsAt: string
  endsAt: string
  offerings: Array<{
    /** The slug of one of the program's offering templates. */
    offering: string
    /** The series template this iteration's offering materialises into (programs:sync). */
    seriesTemplateSlug: string
    /** Recommended share of hosts for this offering; an iteration's ratios sum to 1. */
    ratio: number
    /** Defaults to the iteration's start and end. */
    startsAt?: string
    endsAt?: string
  }>
  surveys: { learnerPre: string; learnerPost: string; tutorPre: string; tutorPost: string }
}

/** Identity helper so iteration files are type-checked against the config shape. */
export function defineIteration(config: IterationConfig): IterationConfig {
  return config
}

export type IterationOffering = {
  offeringSlug: string
  seriesTemplateSlug: string
  ratio: number
  startsAt: DateTime
  endsAt: DateTime
}

/** A validated iteration: instants are Luxon DateTimes in the program's zone. */
export type Iteration = {
  programSlug: string
  /** From the file name: iterations/2024_09.ts -> '2024-09'. */
  key: string
  /** The file it came from, relative to the app root (for messages). */
  file: string
  title: string
  tutorRegistrationOpensAt: DateTime
  learnerRegistrationOpensAt: DateTime
  learnerDeadlineAt: DateTime
  startsAt: DateTime
  endsAt: DateTime
  offerings: IterationOffering[]
  surveys: IterationConfig['surveys']
}

export type IterationPhase =
  | 'upcoming'
  | 'tutor_registration'
  | 'learner_registration'
  | 'registration_closed'
  | 'running'
  | 'ended'

export type ProgramRoute = { name: string | undefined; pattern: string; methods: string[] }

/** A program once the kernel validated it and loaded its iterations. */
export type RegisteredProgram = Omit<ProgramDefinition, 'register' | 'routes' | 'root'> & {
  /** The folder name under programs/ (prefix of its routes, pages, tables). */
  folder: string
  root: string
  zone: string
  iterations: Iteration[]
  /** The routes its routes module declared (empty without one). */
  routes: ProgramRoute[]
}

export type ProgramManifest = {
  /** The program's folder: pass `import.meta.dirname`. Iterations are read from `<root>/iterations`. */
  root: string
  slug: string
  title: string
  description: string
  world: string
  fallbackWorld?: string
  type: ProgramType
  /** Defaults to America/New_York. */
  zone?: string
  /**
   * 'windowed' (the default): learners register before the iteration starts (learner deadline ≤
   * start). 'rolling': registration stays open while the iteration runs — its one-time events
   * and clubs are joined as they come (dialogues) — so the learner deadline may fall between the
   * start and the end.
   */
  enrollment?: 'windowed' | 'rolling'
  /** The program's public page (linked from /find-a-program). */
  homePath?: string
  waitlists: { learner: string; tutor: string }
  offerings: OfferingTemplate[]
  consent?: ConsentFlow[]
  /** Worlds, courses and topics only this program needs (seeded with the catalogue). */
  seeds?: ProgramSeeds
  /** Synchronous, no I/O: register hooks (filters, events, outlets, nav entries, deadline tasks). */
  register(hooks: HookRegistrar, program: RegisteredProgram): void
  /** The routes module; its default export is the route group (so the contract test can read it). */
  routes?: () => Promise<{ default?: unknown }>
  /** Every Inertia page the program renders: 'programs/<folder>/<page>'. */
  pages: string[]
}

export type ProgramDefinition = ProgramManifest & { readonly __program: true }

export function defineProgram(manifest: ProgramManifest): ProgramDefinition {
  return Object.freeze({ ...manifest, __program: true as const })
}
