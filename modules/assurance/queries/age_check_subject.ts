import type { SubjectViewer } from '#kernel/subjects'
import { User } from '#modules/identity/index'
import AgeAssuranceCheck from '../models/age_assurance_check.js'
import AssurancePolicy from '../policies/assurance_policy.js'

/** The `age_assurance_check` subject: its owner and the Age Assurance page's staff see it. */
export async function resolveAgeCheck(id: number, viewer: SubjectViewer) {
  if (!viewer) return null
  const [check, user] = await Promise.all([AgeAssuranceCheck.find(id), User.find(viewer.id)])
  if (!check || !user || !(await new AssurancePolicy().viewCheck(user, check))) return null
  return check.userId === user.id
    ? { title: 'Your age verification video', href: '/verify-age' }
    : { title: 'Age verification video', href: '/admin/age-assurance' }
}
