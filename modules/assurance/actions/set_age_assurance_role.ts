import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { assignRole, removeRole, type Role } from '#modules/identity/index'

const AGE_ROLES = ['age_assurance:waived', 'age_assurance:assured', 'age_assurance:failed'] as const satisfies readonly Role[]
export type AgeAssuranceRoleName = 'waived' | 'assured' | 'failed'

/** A person holds at most one age assurance role (spec 000 §6.1): the new one replaces the others. */
export async function setAgeAssuranceRole(
  input: { userId: number; role: AgeAssuranceRoleName; byUserId: number | null; source: string },
  trx: TransactionClientContract
) {
  const role: Role = `age_assurance:${input.role}`
  for (const other of AGE_ROLES) {
    if (other !== role) await removeRole({ userId: input.userId, role: other, byUserId: input.byUserId, source: input.source }, trx)
  }
  await assignRole({ userId: input.userId, role, byUserId: input.byUserId, source: input.source }, trx)
}
