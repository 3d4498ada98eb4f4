import { DateTime } from 'luxon'

/*
 * "A user bucket compatible with the tutor" (spec 000 §6.4, spec 001 §5.4). The spec names the
 * age buckets (spec 000 §6.1: 13-to-under-16, 16-to-under-18, 18-to-under-21, 21-plus) but not
 * the compatibility rule. Decision — one rule, chosen to protect minors who host:
 *
 *   An adult (18+) who is not a tutor may not view sessions whose primary host is a minor
 *   (under 18). Everybody else may: learners under 18 see sessions of tutors of any age
 *   (group sessions run by vetted tutors are the safe format), tutors see each other's sessions
 *   (they co-host and peer-review), staff are bypassed earlier.
 *
 * Unknown ages take the protective side: a viewer without a known age (a visitor, or an account
 * without a date of birth) counts as an adult, and a host without a known age counts as a minor.
 * A revoked tutor (tutor:revoked) is not a tutor here.
 *
 * Bypass (applied by the callers, not here): staff (admin:basic) and approved hosts of the session.
 */
export const AGE_BUCKETS = ['age:13-to-under-16', 'age:16-to-under-18', 'age:18-to-under-21', 'age:21-plus'] as const
export type AgeBucket = (typeof AGE_BUCKETS)[number]

const MINOR_BUCKETS: ReadonlySet<string> = new Set(['age:13-to-under-16', 'age:16-to-under-18'])
const ADULT_BUCKETS: ReadonlySet<string> = new Set(['age:18-to-under-21', 'age:21-plus'])

/** The age at which a person counts as an adult for the rule above. */
export const ADULT_AGE = 18

export function isTutor(roles: ReadonlySet<string>) {
  return roles.has('tutor') && !roles.has('tutor:revoked')
}

/** The age bucket held in an (expanded) role set, if any. */
export function bucketFromRoles(roles: Iterable<string>): AgeBucket | null {
  for (const role of roles) {
    if ((AGE_BUCKETS as readonly string[]).includes(role)) return role as AgeBucket
  }
  return null
}

export function bucketsCompatible(
  viewerBucket: AgeBucket | null,
  hostBucket: AgeBucket | null,
  viewerRoles: ReadonlySet<string>
): boolean {
  if (isTutor(viewerRoles)) return true
  if (viewerBucket && MINOR_BUCKETS.has(viewerBucket)) return true
  return hostBucket !== null && ADULT_BUCKETS.has(hostBucket)
}

/**
 * Whether a viewer sees every host regardless of the host's age (so list queries need no
 * host-age condition). Mirrors `bucketsCompatible` for SQL.
 */
export function seesAllHostAges(viewerBucket: AgeBucket | null, viewerRoles: ReadonlySet<string>) {
  return viewerRoles.has('admin:basic') || isTutor(viewerRoles) || (viewerBucket !== null && MINOR_BUCKETS.has(viewerBucket))
}

/** The latest date of birth of an adult on `today` (dob <= this ⟺ age >= 18), for SQL. */
export function adultBirthCutoff(today: DateTime = DateTime.utc()) {
  return today.startOf('day').minus({ years: ADULT_AGE }).toISODate()!
}
