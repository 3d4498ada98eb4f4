import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { ageOf } from './people.js'
import AgeAssuranceCheck from '../models/age_assurance_check.js'
import { ageAssuranceNeed, type AgeAssuranceFacts, type AgeAssuranceNeed, type AgeAssuranceStatus } from '../shared/index.js'

export type AgeAssuranceSummary = AgeAssuranceFacts & { need: AgeAssuranceNeed }

const roleName = (role: string | null) => (role ? (role.replace('age_assurance:', '') as AgeAssuranceFacts['role']) : null)

/** A verification started this recently is under way: the person is on the provider's page. */
const UNDER_WAY_MINUTES = 30

/** One query: the person's age, age assurance role, newest check, a verification under way, and whether a session of theirs is coming up. */
async function facts(userId: number) {
  const now = sqlTime(DateTime.utc())
  const underWaySince = sqlTime(DateTime.utc().minus({ minutes: UNDER_WAY_MINUTES }))
  const row = await db
    .from('users')
    .where('users.id', userId)
    .select('users.date_of_birth')
    .select(
      db.raw(
        "(SELECT role FROM user_roles WHERE user_roles.user_id = users.id AND user_roles.deleted_at IS NULL AND user_roles.role LIKE 'age_assurance:%' ORDER BY user_roles.id DESC LIMIT 1) AS assurance_role"
      ),
      db.raw('(SELECT status FROM age_assurance_checks WHERE age_assurance_checks.user_id = users.id ORDER BY age_assurance_checks.id DESC LIMIT 1) AS latest_status'),
      db.raw(
        "(SELECT COUNT(*) FROM age_assurance_checks WHERE age_assurance_checks.user_id = users.id AND age_assurance_checks.status = 'started' AND age_assurance_checks.created_at > ?) AS under_way",
        [underWaySince]
      ),
      // Reads tutoring's registrations (a higher layer's table, read-only): the toast is about "your upcoming session".
      db.raw(
        `(SELECT COUNT(*) FROM session_registrations r JOIN tutoring_sessions s ON s.id = r.session_id
           WHERE r.user_id = users.id AND r.deleted_at IS NULL AND s.deleted_at IS NULL AND s.canceled_at IS NULL AND s.start_date > ?) AS upcoming`,
        [now]
      )
    )
    .first()
  if (!row) return null
  const summary: AgeAssuranceFacts = {
    age: ageOf(row.date_of_birth),
    role: roleName(row.assurance_role),
    latest: (row.latest_status as AgeAssuranceStatus | null) ?? null,
  }
  return { ...summary, need: ageAssuranceNeed(summary), upcoming: Number(row.upcoming) > 0, underWay: Number(row.under_way) > 0 }
}

/** A person's age assurance: their role, newest check and what they must still do. */
export async function ageAssuranceStatus(userId: number): Promise<AgeAssuranceSummary | null> {
  const found = await facts(userId)
  if (!found) return null
  return { age: found.age, role: found.role, latest: found.latest, need: found.need }
}

/**
 * The toast a person should see (spec 002 §8): must verify before an upcoming session (not while a
 * verification they just started is under way: they are on its page), or the failure advice.
 */
export async function ageAssuranceToast(userId: number): Promise<'required' | 'failed' | null> {
  const found = await facts(userId)
  if (!found) return null
  if (found.need === 'failed') return 'failed'
  return found.need === 'verify' && found.upcoming && !found.underWay ? 'required' : null
}

export type AgeReviewItem = { check: AgeAssuranceCheck; username: string; name: string; age: number | null }

/** Videos waiting for review, oldest first. */
export async function ageReviewQueue(page: number) {
  const checks = await AgeAssuranceCheck.query().where('status', 'submitted').orderBy('created_at', 'asc').orderBy('id', 'asc').paginate(page, 20)
  const ids = [...new Set(checks.all().map((check) => check.userId))]
  const people = ids.length ? await db.from('users').whereIn('id', ids).select('id', 'username', 'name', 'date_of_birth') : []
  const byId = new Map(people.map((person) => [person.id as number, person]))
  const items: AgeReviewItem[] = checks.all().map((check) => {
    const person = byId.get(check.userId)
    return { check, username: person?.username ?? '', name: person?.name ?? '', age: ageOf(person?.date_of_birth ?? null) }
  })
  return { items, meta: checks.getMeta() as { total: number; currentPage: number; lastPage: number; perPage: number } }
}

export function findAgeCheck(id: number) {
  return AgeAssuranceCheck.find(id)
}
