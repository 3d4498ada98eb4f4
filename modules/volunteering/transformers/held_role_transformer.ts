import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import { volunteerRoleStatus } from '../shared/index.js'
import type { HeldRole } from '../queries/roles.js'

/** A volunteer role the person holds or held (spec 001 §4.2 active / past). */
export default class HeldRoleTransformer extends BaseTransformer<HeldRole> {
  toObject() {
    const { held, roleName, teamName } = this.resource
    return {
      id: held.id,
      roleId: held.volunteerRoleId,
      roleName,
      teamName,
      startDate: iso(held.startDate)!,
      endDate: iso(held.endDate),
      status: volunteerRoleStatus({ startDate: held.startDate.toMillis(), endDate: held.endDate?.toMillis() ?? null }, Date.now()),
    }
  }
}
