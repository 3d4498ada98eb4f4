import { readdirSync, existsSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { DateTime } from 'luxon'
import { registrarFor } from '../hooks.js'
import { consentVeto } from './consent.js'
import {
  PROGRAM_TYPES,
  PROGRAM_ZONE,
  type Iteration,
  type IterationPhase,
  type ProgramDefinition,
  type ProgramRoute,
  type RegisteredProgram,
} from './define_program.js'
import { ITERATION_FILE, iterationKeyFromFile, validateIteration } from './iteration_schema.js'

/*
 * The program registry (DESIGN "The plugin contract"). start/programs.ts lists the programs, one
 * loader per line; start/routes.ts boots them in two steps: loadPrograms() checks every manifest
 * and validates every iteration file (a bad one fails boot with the file and field) before the
 * modules load, registerPrograms() lets each program register its hooks and routes after them.
 * The kernel never imports a program by name.
 */

export type ProgramLoader = () => Promise<unknown>

export class InvalidProgramError extends Error {
  constructor(where: string, detail: string) {
    super(`Invalid program ${where}: ${detail}`)
    this.name = 'InvalidProgramError'
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const FOLDER = /^[a-z0-9]+(?:_[a-z0-9]+)*$/

let registry: RegisteredProgram[] | null = null

function displayPath(absolute: string) {
  return relative(process.cwd(), absolute) || absolute
}

function isProgramDefinition(value: unknown): value is ProgramDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { __program?: unknown }).__program === true
  )
}

/** Iteration files of a program folder: iterations/<key>.ts (or .js once built), sorted by name. */
export function iterationFiles(root: string): string[] {
  const dir = join(root, 'iterations')
  if (!existsSync(dir)) return []
  const preferred = import.meta.url.endsWith('.ts') ? '.ts' : '.js'
  const byBase = new Map<string, string>()
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.d.ts') || !/\.(ts|js)$/.test(name)) continue
    const base = name.replace(/\.(ts|js)$/, '')
    if (!byBase.has(base) || name.endsWith(preferred)) byBase.set(base, join(dir, name))
  }
  return [...byBase.values()]
}

/** Imports and validates every iteration file of a program; the first bad one throws. */
export async function loadIterations(
  program: { slug: string; zone: string; offerings: Array<{ slug: string }>; enrollment?: 'windowed' | 'rolling' },
  root: string
): Promise<Iteration[]> {
  const iterations: Iteration[] = []
  for (const absolute of iterationFiles(root)) {
    const file = displayPath(absolute)
    const key = iterationKeyFromFile(basename(absolute))
    if (!key || !ITERATION_FILE.test(basename(absolute))) {
      throw new InvalidProgramError(
        file,
        'iteration file names are lower-case words joined by "_" (e.g. 2025_02.ts)'
      )
    }
    const loaded = (await import(pathToFileURL(absolute).href)) as { default?: unknown }
    if (loaded.default === undefined) {
      throw new InvalidProgramError(
        file,
        'an iteration file must `export default defineIteration({...})`'
      )
    }
    iterations.push(await validateIteration(loaded.default, { file, key, program }))
  }
  return iterations.sort(
    (a, b) => a.startsAt.toMillis() - b.startsAt.toMillis() || a.key.localeCompare(b.key)
  )
}

/** Flattens what a program's routes module default-exported (a route group, a route or a list). */
function collectRoutes(value: unknown, into: ProgramRoute[] = []): ProgramRoute[] {
  if (!value || typeof value !== 'object') return into
  if (Array.isArray(value)) {
    for (const item of value) collectRoutes(item, into)
    return into
  }
  const candidate = value as {
    routes?: unknown
    route?: unknown
    getPattern?: () => string
    getName?: () => string | undefined
    toJSON?: () => { methods: string[] }
  }
  if (typeof candidate.getPattern === 'function' && typeof candidate.toJSON === 'function') {
    into.push({
      name: candidate.getName?.(),
      pattern: candidate.getPattern(),
      methods: candidate.toJSON().methods,
    })
    return into
  }
  if (Array.isArray(candidate.routes)) return collectRoutes(candidate.routes, into)
  if (candidate.route) return collectRoutes(candidate.route, into)
  return into
}

/** Checks one manifest and loads its iterations. No side effects (nothing is registered). */
export async function resolveProgram(
  definition: unknown,
  where = 'manifest'
): Promise<{ definition: ProgramDefinition; program: RegisteredProgram }> {
  if (!isProgramDefinition(definition)) {
    throw new InvalidProgramError(where, 'program.ts must `export default defineProgram({...})`')
  }
  const folder = basename(definition.root ?? '')
  const at = definition.root ? displayPath(join(definition.root, 'program.ts')) : where
  if (!definition.root || !FOLDER.test(folder)) {
    throw new InvalidProgramError(
      at,
      'field "root" must be the program folder (pass import.meta.dirname)'
    )
  }
  if (!SLUG.test(definition.slug))
    throw new InvalidProgramError(
      at,
      `field "slug" must be a lower-case slug (got "${definition.slug}")`
    )
  if (!PROGRAM_TYPES.includes(definition.type)) {
    throw new InvalidProgramError(at, `field "type" must be one of ${PROGRAM_TYPES.join(', ')}`)
  }
  if (!definition.waitlists?.learner || !definition.waitlists?.tutor) {
    throw new InvalidProgramError(at, 'field "waitlists" needs a learner and a tutor waitlist name')
  }
  const offeringSlugs = new Set<string>()
  for (const [index, offering] of definition.offerings.entries()) {
    if (!SLUG.test(offering.slug))
      throw new InvalidProgramError(at, `field "offerings.${index}.slug" must be a lower-case slug`)
    if (offeringSlugs.has(offering.slug))
      throw new InvalidProgramError(
        at,
        `field "offerings.${index}.slug" repeats "${offering.slug}"`
      )
    offeringSlugs.add(offering.slug)
  }
  for (const [index, world] of (definition.seeds?.worlds ?? []).entries()) {
    if (!SLUG.test(world.slug))
      throw new InvalidProgramError(
        at,
        `field "seeds.worlds.${index}.slug" must be a lower-case slug`
      )
  }
  const ownWorlds = new Set([
    definition.world,
    definition.fallbackWorld,
    ...(definition.seeds?.worlds ?? []).map((world) => world.slug),
  ])
  for (const [index, offering] of definition.offerings.entries()) {
    if (offering.world !== undefined && !ownWorlds.has(offering.world)) {
      throw new InvalidProgramError(
        at,
        `field "offerings.${index}.world" must be the program's world, its fallback or a seeded world (got "${offering.world}")`
      )
    }
  }
  for (const [index, course] of (definition.seeds?.courses ?? []).entries()) {
    if (!SLUG.test(course.slug))
      throw new InvalidProgramError(
        at,
        `field "seeds.courses.${index}.slug" must be a lower-case slug`
      )
  }
  const zone = definition.zone ?? PROGRAM_ZONE
  const iterations = await loadIterations(
    { slug: definition.slug, zone, offerings: definition.offerings, enrollment: definition.enrollment },
    definition.root
  )
  const manifest: Partial<ProgramDefinition> = { ...definition }
  delete manifest.register
  delete manifest.routes
  return {
    definition,
    program: {
      ...(manifest as Omit<ProgramDefinition, 'register' | 'routes'>),
      folder,
      zone,
      iterations,
      routes: [],
    },
  }
}

/**
 * Resolves every program of a list without registering anything: used at boot (through
 * loadPrograms) and by tests (an empty list, a list with a broken program).
 */
export async function resolvePrograms(loaders: readonly ProgramLoader[]) {
  const resolved: Array<{ definition: ProgramDefinition; program: RegisteredProgram }> = []
  for (const [index, load] of loaders.entries()) {
    const loaded = (await load()) as { default?: unknown }
    const entry = await resolveProgram(loaded?.default, `start/programs.ts entry ${index + 1}`)
    const clash = resolved.find(
      (other) =>
        other.program.slug === entry.program.slug || other.program.folder === entry.program.folder
    )
    if (clash) {
      throw new InvalidProgramError(
        displayPath(join(entry.program.root, 'program.ts')),
        `slug "${entry.program.slug}" / folder "${entry.program.folder}" is already used by ${clash.program.folder}`
      )
    }
    resolved.push(entry)
  }
  return resolved
}

/**
 * Boot: resolve the listed programs, then let each register its hooks (synchronously, no I/O)
 * and routes. Runs once per process; a second call returns the same registry.
 */
/**
 * Programs switched off by the `PROGRAMS_DISABLED` setting (comma-separated slugs): a disabled
 * program stays in its folder and its data stays in the database, but it registers nothing — no
 * routes, hooks, menu entries, deadline tasks, and no offering on /find-a-program.
 */
export function disabledProgramSlugs(setting = process.env.PROGRAMS_DISABLED ?? ''): Set<string> {
  return new Set(
    setting
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean)
  )
}

let definitions: ProgramDefinition[] = []
let registered = false

/**
 * Boot, step 1: resolve and validate the listed programs (minus the disabled ones) and make them
 * known to listPrograms(), registering nothing yet, so modules loading next can read manifests
 * (e.g. the worlds a program seeds). Runs once per process.
 */
export async function loadPrograms(
  loaders: readonly ProgramLoader[],
  disabled = disabledProgramSlugs()
): Promise<RegisteredProgram[]> {
  if (registry) return registry
  const listed = await resolvePrograms(loaders)
  const enabled = listed.filter(({ program }) => !disabled.has(program.slug))
  definitions = enabled.map(({ definition }) => definition)
  registry = enabled.map(({ program }) => program)
  return registry
}

/**
 * Boot, step 2 (after the modules): each program registers its hooks, synchronously and without
 * I/O, through a registrar scoped to its own subjects, then its routes.
 */
export async function registerPrograms(): Promise<void> {
  if (registered || !registry) return
  registered = true
  for (const [index, program] of registry.entries()) {
    const definition = definitions[index]
    const hooks = registrarFor(`program:${program.slug}`, {
      programSlug: program.slug,
      abilityPrefix: program.folder,
    })
    // Declared consent flows are enforced here, not by each program (DESIGN "consent").
    if (program.consent?.length) {
      hooks.filter('series.canRegister', (subject) => consentVeto(program, subject.userId))
      hooks.filter('session.canRegister', (subject) => consentVeto(program, subject.userId))
    }
    definition.register(hooks, program)
    if (definition.routes) {
      const routesModule = await definition.routes()
      program.routes.push(...collectRoutes(routesModule?.default))
    }
  }
}

/** The world an offering's series belong to. */
export function offeringWorld(
  program: Pick<RegisteredProgram, 'world'>,
  offering: { world?: string }
): string {
  return offering.world ?? program.world
}

/** Every world a program runs in: its own, its fallback and its offerings' worlds. */
export function programWorlds(
  program: Pick<RegisteredProgram, 'world' | 'fallbackWorld' | 'offerings'>
): string[] {
  return [
    ...new Set([
      program.world,
      ...(program.fallbackWorld ? [program.fallbackWorld] : []),
      ...program.offerings.map((o) => offeringWorld(program, o)),
    ]),
  ]
}

export function listPrograms(): RegisteredProgram[] {
  return registry ?? []
}

export function findProgram(slug: string): RegisteredProgram | undefined {
  return listPrograms().find((program) => program.slug === slug)
}

export function findIteration(
  programSlug: string,
  key: string | null | undefined
): Iteration | undefined {
  if (!key) return undefined
  return findProgram(programSlug)?.iterations.find((iteration) => iteration.key === key)
}

/**
 * Where an iteration stands at `now`. Windows include their opening instant; the learner
 * deadline is the last instant registration is open, the end the last instant it runs.
 */
export function iterationPhase(iteration: Iteration, now: DateTime): IterationPhase {
  const t = now.toMillis()
  if (t < iteration.tutorRegistrationOpensAt.toMillis()) return 'upcoming'
  if (t < iteration.learnerRegistrationOpensAt.toMillis()) return 'tutor_registration'
  if (t <= iteration.learnerDeadlineAt.toMillis()) return 'learner_registration'
  if (t < iteration.startsAt.toMillis()) return 'registration_closed'
  if (t <= iteration.endsAt.toMillis()) return 'running'
  return 'ended'
}

/** Learner registration is open: learner registration opens ≤ now ≤ learner deadline. */
export function learnerRegistrationOpen(iteration: Iteration, now: DateTime) {
  return iterationPhase(iteration, now) === 'learner_registration'
}

/** Hosting (tutor registration) is open: tutor registration opens ≤ now ≤ learner deadline. */
export function tutorRegistrationOpen(iteration: Iteration, now: DateTime) {
  const phase = iterationPhase(iteration, now)
  return phase === 'tutor_registration' || phase === 'learner_registration'
}

/**
 * The iteration a newcomer should look at: the first whose learner deadline has not passed
 * (open now or coming), or undefined when every iteration is over.
 */
export function nextIteration(program: RegisteredProgram, now: DateTime): Iteration | undefined {
  return program.iterations.find(
    (iteration) => now.toMillis() <= iteration.learnerDeadlineAt.toMillis()
  )
}
