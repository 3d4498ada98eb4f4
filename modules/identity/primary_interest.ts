import { interestWorlds } from './interest_worlds.js'

/*
 * spec 001 §5.5 / spec 002 §5: the sign-in primary interest. Anything else is refused with
 * exactly 'Invalid primary interest' (spec 002 §8).
 */
export const INVALID_PRIMARY_INTEREST = 'Invalid primary interest'

export const INTEREST_TYPES = ['learn', 'tutor'] as const
export const INTERESTS = ['sat', 'college', 'dialogues', 'homework', 'tutor'] as const
export const FORMATS = ['program', 'group-sessions', '1-1-sessions', 'live-help'] as const
export const SOURCES = ['onboarding', 'landing-page', 'sat-invitation', 'sat-friend-reserved-series'] as const

export type PrimaryInterest = {
  type: (typeof INTEREST_TYPES)[number]
  interest: (typeof INTERESTS)[number] | null
  format: (typeof FORMATS)[number] | null
  programSlug?: string
  worldSlug: string | null
  source: (typeof SOURCES)[number]
}

const KEYS = new Set(['type', 'interest', 'format', 'programSlug', 'worldSlug', 'source'])

function oneOf<T extends readonly string[]>(list: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
}

export type PrimaryInterestResult = { ok: true; value: PrimaryInterest } | { ok: false; message: string }

export function parsePrimaryInterest(input: unknown): PrimaryInterestResult {
  const fail = { ok: false as const, message: INVALID_PRIMARY_INTEREST }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail
  const value = input as Record<string, unknown>
  if (Object.keys(value).some((key) => !KEYS.has(key))) return fail
  if (!oneOf(INTEREST_TYPES, value.type)) return fail
  if (!(value.interest === null || oneOf(INTERESTS, value.interest))) return fail
  if (!(value.format === null || oneOf(FORMATS, value.format))) return fail
  if (!(value.worldSlug === null || oneOf(interestWorlds().map((world) => world.slug), value.worldSlug))) return fail
  if (!oneOf(SOURCES, value.source)) return fail
  const hasProgram = 'programSlug' in value && value.programSlug !== undefined
  if (hasProgram && !(typeof value.programSlug === 'string' && /^[a-z0-9-]{1,80}$/.test(value.programSlug))) return fail
  return {
    ok: true,
    value: {
      type: value.type,
      interest: value.interest,
      format: value.format,
      ...(hasProgram ? { programSlug: value.programSlug as string } : {}),
      worldSlug: value.worldSlug,
      source: value.source,
    },
  }
}
