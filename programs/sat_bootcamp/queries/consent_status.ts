import { DateTime } from 'luxon'
import { consentKey, deriveConsents, ledgerOf, PARTICIPATION, type ConsentState } from '#modules/consent/index'
import { ageOn } from '#modules/identity/index'
import { PROGRAM_SLUG } from '../constants.js'

/*
 * A learner's SAT consent, derived from the consent ledger every time (issue 16 §2 "parent consent
 * and assent timestamps derived from the consent ledger, not copied"; spec 001 §4.4 "parent consent
 * goes requested then completed; assent is completed separately"). Only minors (or an unknown age)
 * need it (spec 000 §6.4), like the manifest's flows.
 */
export type ParentStatus = 'not_asked' | 'requested' | 'granted' | 'revoked'

export type SatConsentStatus = {
  required: boolean
  parent: ParentStatus
  parentRequestedAt: string | null
  parentCompletedAt: string | null
  assentCompletedAt: string | null
  complete: boolean
}

const isoOf = (millis: number | null) => (millis === null ? null : DateTime.fromMillis(millis, { zone: 'utc' }).toISO())

export function satConsentFrom(states: Map<string, ConsentState>, age: number | null): SatConsentStatus {
  const parent = states.get(consentKey({ purpose: PARTICIPATION, programSlug: PROGRAM_SLUG, givenBy: 'parent_guardian' }))
  const assent = states.get(consentKey({ purpose: PARTICIPATION, programSlug: PROGRAM_SLUG, givenBy: 'self', kind: 'assent' }))
  const required = age === null || age < 18
  const parentStatus: ParentStatus = parent ? parent.status : 'not_asked'
  const assented = assent?.status === 'granted'
  return {
    required,
    parent: parentStatus,
    parentRequestedAt: isoOf(parent?.requestedAt ?? null),
    parentCompletedAt: parentStatus === 'granted' ? isoOf(parent?.grantedAt ?? null) : null,
    assentCompletedAt: assented ? isoOf(assent?.grantedAt ?? null) : null,
    complete: !required || (parentStatus === 'granted' && assented),
  }
}

export async function satConsentOf(user: { id: number; dateOfBirth: DateTime | null }): Promise<SatConsentStatus> {
  const age = user.dateOfBirth ? ageOn(user.dateOfBirth, DateTime.utc()) : null
  return satConsentFrom(deriveConsents(await ledgerOf(user.id)), age)
}
