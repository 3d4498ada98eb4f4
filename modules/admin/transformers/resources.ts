import type { DateTime } from 'luxon'

/*
 * What the admin transformers read, stated structurally (the identity, tutoring and series models
 * satisfy these types; the compiler checks it where the controllers call `transform`).
 * Where a transformer reads a whole model of another context it imports that context's type from
 * its index (see template_transformer.ts); these are the lookups and partial rows admin builds itself.
 */

/** Usernames of the people a page mentions (queries/usernames.ts). */
export interface NameLookup {
  /** The username, or null when unknown. */
  get(id: number | null): string | null
  /** Who did something: the username, `#id` for a purged account, null for the system. */
  actor(id: number | null): string | null
}

/** What a session row or page shows besides the session (queries/sessions.ts). */
export type SessionLookups = {
  usernames: NameLookup
  worlds: ReadonlyMap<number, { slug: string; title: string }>
  registrations: ReadonlyMap<number, number>
  /** Checked sessions only: when and by whom (spec 001 §3.3 safety_check_at / _by_user_id). */
  safetyChecks: ReadonlyMap<number, { at: DateTime; byUserId: number | null }>
}

/** A suspension as identity records it on the account (spec 001 §4.4). */
export type SuspensionRecord = {
  context: string
  reason: string
  note: string | null
  createdAt: string
  byUserId: number | null
  liftedAt: string | null
}

/** An identity account. */
export type Account = {
  id: number
  name: string
  username: string
  email: string
  timezone: string
  country: string | null
  isEmailVerified: boolean
  isOnboarded: boolean
  createdAt: DateTime
  lastOnlineAt: DateTime | null
  deletedAt: DateTime | null
  suspensionActions: SuspensionRecord[]
}

/** An account with its stored roles, as queries/users.ts reads them (identity expands and classifies them). */
export type AccountWithRoles = { user: Account; roles: string[]; effectiveRoles: string[]; suspended: boolean }

/** A tutoring session. */
export type Session = {
  id: number
  userId: number
  worldId: number
  seriesId: number | null
  title: string
  description: string
  maxLearners: number
  languages: string[]
  startDate: DateTime
  endDate: DateTime
  canceledAt: DateTime | null
  cancelReason: string | null
  createdAt: DateTime
  deletedAt: DateTime | null
  deletedByUserId: number | null
}
