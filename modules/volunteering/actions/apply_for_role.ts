import db from '@adonisjs/lucid/services/db'
import type { FormValues } from '#modules/forms/shared/index'
import { splitResponses } from '../shared/index.js'
import ApplicationSubmission from '../models/application_submission.js'
import type VolunteerRole from '../models/volunteer_role.js'
import { roleForForm } from '../queries/roles.js'

/** Records an application (the form's validated values, split into general and role answers). */
export async function applyForRole(role: VolunteerRole, userId: number, values: FormValues) {
  const { general, role: own } = splitResponses(roleForForm(role), values)
  return db.transaction((trx) =>
    ApplicationSubmission.create({ volunteerRoleId: role.id, userId, worldId: null, generalResponses: general, roleResponses: own }, { client: trx })
  )
}
