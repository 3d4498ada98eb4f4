import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ConsentEvent from './models/consent_event.js'
import type { ConsentAction, GivenBy } from './shared/derive.js'

export type NewConsentEvent = {
  userId: number
  action: ConsentAction
  purpose: string
  programSlug: string | null
  worldId?: number | null
  givenBy: GivenBy
  guardianName?: string | null
  guardianEmail?: string | null
  evidence?: Record<string, unknown> | null
  evidenceFormResponseId?: number | null
  ipHash?: string | null
  recordedByUserId?: number | null
}

/** The only writer of consent_events: it appends (the ledger is never edited in place). */
export function appendConsentEvent(trx: TransactionClientContract, event: NewConsentEvent) {
  return ConsentEvent.create(
    {
      userId: event.userId,
      action: event.action,
      purpose: event.purpose,
      programSlug: event.programSlug,
      worldId: event.worldId ?? null,
      givenBy: event.givenBy,
      guardianName: event.guardianName ?? null,
      guardianEmail: event.guardianEmail ? event.guardianEmail.trim().toLowerCase() : null,
      evidence: event.evidence ? JSON.stringify(event.evidence) : null,
      evidenceFormResponseId: event.evidenceFormResponseId ?? null,
      ipHash: event.ipHash ?? null,
      recordedByUserId: event.recordedByUserId ?? null,
      occurredAt: DateTime.utc(),
    },
    { client: trx }
  )
}
