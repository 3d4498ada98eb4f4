import db from '@adonisjs/lucid/services/db'
import AgeAssuranceCheck from '../models/age_assurance_check.js'
import { ageAssuranceProvider } from '../providers/age_assurance_provider.js'

/**
 * spec 002 §7 "Start age assurance": records a started check with the configured provider and
 * answers the provider's redirect URL. The callback URL is always our own (never taken from the
 * request: no open redirect).
 */
export async function startAgeAssurance(userId: number, callbackUrl: string): Promise<{ redirectUrl: string; checkId: number }> {
  const provider = ageAssuranceProvider()
  const check = await AgeAssuranceCheck.create({ userId, provider: provider.name, status: 'started' })
  const { redirectUrl, reference } = await provider.start({ userId, checkId: check.id, callbackUrl })
  if (reference !== null) {
    await db.from(AgeAssuranceCheck.table).where('id', check.id).update({ provider_reference: reference })
  }
  return { redirectUrl, checkId: check.id }
}
