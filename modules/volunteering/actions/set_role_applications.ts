import { DateTime } from 'luxon'
import type VolunteerRole from '../models/volunteer_role.js'

/** A team manager opens a role's applications (from now) or closes them (spec 001 §4.2 application_opened_at). */
export async function setRoleApplications(role: VolunteerRole, open: boolean) {
  role.applicationOpenedAt = open ? DateTime.utc() : null
  await role.save()
}
