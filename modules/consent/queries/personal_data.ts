import ConsentEvent from '../models/consent_event.js'

/**
 * A person's own consent ledger for their data export: what was asked, given, withdrawn and
 * when. The guardian's email address and the IP hashes are left out (another person's details,
 * and a hash that means nothing to the reader).
 */
export async function consentData(userId: number) {
  const rows = await ConsentEvent.query().where('user_id', userId).orderBy('occurred_at').orderBy('id')
  return rows.map((row) => ({
    action: row.action,
    purpose: row.purpose,
    program: row.programSlug,
    worldId: row.worldId,
    givenBy: row.givenBy,
    guardianName: row.guardianName,
    at: row.occurredAt.toUTC().toISO(),
  }))
}
