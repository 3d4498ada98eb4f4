import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Whether a district or a club already has this code: a typed code must name one thing only. */
export async function codeInUse(code: string, client: TransactionClientContract): Promise<boolean> {
  const [district, club] = await Promise.all([
    client.from('key_club_districts').where('code', code).select('id').first(),
    client.from('key_club_clubs').where('code', code).select('id').first(),
  ])
  return Boolean(district || club)
}
