import { MESSAGING_MESSAGES } from '../shared/messages.js'

/*
 * Who may message whom (issue 14 §1 "safe by construction"; README "Who may message whom"). Pure:
 * the policy, the start action and the tests read the same rule.
 */
export type Party = {
  id: number
  /** 18 or older by a known date of birth; an unknown age counts as a minor. */
  adult: boolean
  /** Staff (admin:basic). */
  staff: boolean
  /** A deleted account, or one holding `blocked` (suspended). */
  unavailable: boolean
}

export type PairFacts = {
  /** One of the two blocked the other. */
  blocked: boolean
  /** A session or series one of them hosts (approved) and the other hosts or is registered for (live rows). */
  sharedHostedContext: boolean
}

export type Verdict = { allowed: true } | { allowed: false; message: string }

const refuse = (message: string): Verdict => ({ allowed: false, message })

/**
 * May `writer` hold a direct conversation with `other`? Blocks win over everything; staff may talk
 * with anyone (and anyone with staff); two adults freely; a minor only within a session or
 * series one of the two hosts.
 */
export function mayConverse(writer: Party, other: Party, facts: PairFacts): Verdict {
  if (writer.id === other.id) return refuse(MESSAGING_MESSAGES.notYourself)
  if (writer.unavailable || other.unavailable || facts.blocked) return refuse(MESSAGING_MESSAGES.cannotMessage)
  if (writer.staff || other.staff) return { allowed: true }
  if (writer.adult && other.adult) return { allowed: true }
  return facts.sharedHostedContext ? { allowed: true } : refuse(MESSAGING_MESSAGES.cannotMessage)
}

/**
 * issue 13 §4: contact details are held for review in a message "between a minor and an adult":
 * the writer is a minor and an adult reads it, or the writer is an adult and a minor reads it.
 * Staff (of any age) count as adults.
 */
export function crossesAgeLine(writer: Pick<Party, 'adult' | 'staff'>, readers: Pick<Party, 'adult' | 'staff'>[]): boolean {
  const adult = (party: Pick<Party, 'adult' | 'staff'>) => party.adult || party.staff
  return readers.some((reader) => adult(reader) !== adult(writer))
}
