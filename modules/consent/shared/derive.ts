/*
 * The consent ledger's state, derived (issue 16 §1: "the current state is derived, never edited in
 * place"). Pure: no I/O, no clock. Each (purpose, scope, who gives it) is one consent; its events,
 * in order, move it through
 *   request → requested          (spec 001 §4.4 "consent requested")
 *   grant   → granted            ("completed"; a re-grant after a revoke is granted again)
 *   revoke  → revoked            (only a granted or requested consent can be revoked)
 * A request never undoes a grant (a learner asking again does not withdraw what a parent gave).
 * Assent is the learner's own, separate step (§4.4 "assent separate"): its own events, the same rules.
 */
export const CONSENT_ACTIONS = ['request', 'grant', 'revoke', 'assent'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

/** participation, recording, research, or a program-specific key (a program's step slug). */
export type ConsentPurpose = string
export const STANDARD_PURPOSES = ['participation', 'recording', 'research'] as const

export const GIVERS = ['self', 'parent_guardian'] as const
export type GivenBy = (typeof GIVERS)[number]

export type LedgerEvent = {
  id: number
  action: ConsentAction
  purpose: ConsentPurpose
  programSlug: string | null
  worldId: number | null
  givenBy: GivenBy
  guardianName: string | null
  guardianEmail: string | null
  /** Epoch milliseconds. */
  occurredAt: number
}

export type ConsentStatus = 'requested' | 'granted' | 'revoked'

export type ConsentState = {
  key: string
  kind: 'consent' | 'assent'
  purpose: ConsentPurpose
  programSlug: string | null
  worldId: number | null
  givenBy: GivenBy
  status: ConsentStatus
  /** The guardian who gave it (granted, revoked) or was last asked (requested); parent_guardian only. */
  guardianName: string | null
  guardianEmail: string | null
  requestedAt: number | null
  grantedAt: number | null
  revokedAt: number | null
  /** The event that decided the status. */
  lastEventId: number
}

export type ConsentScope = { purpose: ConsentPurpose; programSlug: string | null; worldId?: number | null; givenBy: GivenBy; kind?: 'consent' | 'assent' }

export function consentKey(scope: ConsentScope) {
  return [scope.kind ?? 'consent', scope.purpose, scope.programSlug ?? '*', scope.worldId ?? '*', scope.givenBy].join('|')
}

/** Events in ledger order: by time, then by id (two events of one instant keep their insert order). */
export function ledgerOrder(a: LedgerEvent, b: LedgerEvent) {
  return a.occurredAt - b.occurredAt || a.id - b.id
}

export function deriveConsents(events: readonly LedgerEvent[]): Map<string, ConsentState> {
  const states = new Map<string, ConsentState>()
  for (const event of [...events].sort(ledgerOrder)) {
    const kind = event.action === 'assent' ? 'assent' : 'consent'
    const key = consentKey({ ...event, kind })
    const current = states.get(key)
    const base: ConsentState = current ?? {
      key,
      kind,
      purpose: event.purpose,
      programSlug: event.programSlug,
      worldId: event.worldId,
      givenBy: event.givenBy,
      status: 'requested',
      guardianName: null,
      guardianEmail: null,
      requestedAt: null,
      grantedAt: null,
      revokedAt: null,
      lastEventId: event.id,
    }
    const named = event.guardianEmail ? { guardianName: event.guardianName, guardianEmail: event.guardianEmail } : {}
    switch (event.action) {
      case 'request':
        // While granted, the consent stays the granter's: a request to someone else names no one new.
        if (current?.status === 'granted') states.set(key, { ...current, requestedAt: event.occurredAt })
        else states.set(key, { ...base, ...named, status: 'requested', requestedAt: event.occurredAt, lastEventId: event.id })
        break
      case 'grant':
      case 'assent':
        states.set(key, { ...base, ...named, status: 'granted', grantedAt: event.occurredAt, revokedAt: null, lastEventId: event.id })
        break
      case 'revoke':
        // A revoke of nothing given (no earlier event of this consent) changes nothing.
        if (current && current.status !== 'revoked') states.set(key, { ...current, status: 'revoked', revokedAt: event.occurredAt, lastEventId: event.id })
        break
    }
  }
  return states
}

/** Whether this consent (or assent) is currently given. */
export function isGranted(states: Map<string, ConsentState>, scope: ConsentScope) {
  return states.get(consentKey(scope))?.status === 'granted'
}
