/* The school service club (spec 000 §1 "a school service-club programme with districts and clubs"). */
export const PROGRAM_SLUG = 'key-club'
export const PROGRAM_FOLDER = 'key_club'
export const WORLD_SLUG = 'key-club'
export const LEARNER_WAITLIST = 'key-club-learner'
export const TUTOR_WAITLIST = 'key-club-member'
/** spec 000 §2.1: /join/key-club redirects here. */
export const HOME_PATH = '/key-club'
export const ROUTE_PREFIX = `programs.${PROGRAM_FOLDER}`

/**
 * Club and district codes: what an advisor hands out and a member types. Letters, digits and
 * single hyphens, 3 to 20 characters; compared in upper case after trimming (a code read aloud
 * or typed on a phone keeps working: " ca-nev-12 " is CA-NEV-12).
 */
export const CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/
export const CODE_MIN = 3
export const CODE_MAX = 20
export const NAME_MAX = 120

export function normaliseCode(input: string): string {
  return input.trim().toUpperCase()
}

/** The texts members and staff see (the spec gives none: "further details not shown"). */
export const KEY_CLUB_MESSAGES = {
  unknownCode: 'No club has that code. Check it with your club advisor.',
  alreadyMember: 'You are already a member of a club. Leave it first to join another.',
  joined: (club: string) => `Welcome to ${club}! Your volunteer hours now count for your club.`,
  left: 'You left your club.',
  notMember: 'You are not a member of a club.',
  codeFormat: `Use ${CODE_MIN} to ${CODE_MAX} letters, digits or hyphens`,
  codeTaken: 'Another club or district already has that code',
  districtCreated: 'District added.',
  clubCreated: 'Club added.',
  unknownDistrict: 'Choose one of the districts',
  tooManyAttempts: 'Too many tries. Wait an hour, or ask your club advisor for the code.',
} as const

/** How many clubs the leaderboard lists. */
export const LEADERBOARD_SIZE = 20
