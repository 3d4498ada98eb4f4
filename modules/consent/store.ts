import { DateTime } from 'luxon'
import type { ConsentStore } from '#kernel/programs/consent'
import { User, ageOn } from '#modules/identity/index'
import ConsentEvent from './models/consent_event.js'
import { deriveConsents, type LedgerEvent } from './shared/derive.js'
import { pendingFlowsFrom } from './shared/requirements.js'

/** A person's ledger rows, as the pure derivation reads them. */
export async function ledgerOf(userId: number): Promise<LedgerEvent[]> {
  const rows = await ConsentEvent.query().where('user_id', userId).orderBy('occurred_at').orderBy('id')
  return rows.map(toLedgerEvent)
}

export function toLedgerEvent(row: ConsentEvent): LedgerEvent {
  return {
    id: row.id,
    action: row.action,
    purpose: row.purpose,
    programSlug: row.programSlug,
    worldId: row.worldId,
    givenBy: row.givenBy,
    guardianName: row.guardianName,
    guardianEmail: row.guardianEmail,
    occurredAt: row.occurredAt.toMillis(),
  }
}

export async function ageOfUser(userId: number): Promise<number | null> {
  const user = await User.find(userId)
  return user?.dateOfBirth ? ageOn(user.dateOfBirth, DateTime.utc()) : null
}

/** The real consent store the kernel's consentVeto asks (installed by module.ts). */
export const ledgerConsentStore: ConsentStore = {
  async pendingFlows(userId, program, flows) {
    if (flows.length === 0) return []
    const [age, events] = await Promise.all([ageOfUser(userId), ledgerOf(userId)])
    return pendingFlowsFrom(flows, age, deriveConsents(events), program.slug)
  },
}
