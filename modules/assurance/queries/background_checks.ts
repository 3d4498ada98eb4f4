import db from '@adonisjs/lucid/services/db'
import type { User } from '#modules/identity/index'
import BackgroundCheck from '../models/background_check.js'
import { FIRST_WORLD, SECOND_WORLD, backgroundCheckEligibility, mayHostMinors, type BackgroundCheckStatus, type Eligibility } from '../shared/index.js'
import { ageOf } from './people.js'

export type BackgroundCheckSummary = { status: BackgroundCheckStatus; submittedAt: string; partnerName: string } | null

/** The person's newest background check (by submission), or null. */
export async function backgroundCheckStatus(userId: number): Promise<BackgroundCheckSummary> {
  const check = await BackgroundCheck.query().where('user_id', userId).orderBy('submitted_at', 'desc').orderBy('id', 'desc').first()
  return check ? { status: check.status, submittedAt: check.submittedAt.toISO()!, partnerName: check.partnerName } : null
}

/**
 * Whether the person may host sessions with minors (shared/background_checks.ts mayHostMinors):
 * one query for their age, the background-check-missing flag and their newest check's status.
 */
export async function canHostMinors(userId: number): Promise<boolean> {
  const row = await db
    .from('users')
    .where('users.id', userId)
    .select('users.date_of_birth')
    .select(
      db.raw(
        "(SELECT COUNT(*) FROM user_roles WHERE user_roles.user_id = users.id AND user_roles.deleted_at IS NULL AND user_roles.role = 'flag:background_check_missing') AS flagged"
      ),
      db.raw(
        '(SELECT status FROM background_checks WHERE background_checks.user_id = users.id AND background_checks.deleted_at IS NULL ORDER BY submitted_at DESC, id DESC LIMIT 1) AS latest_status'
      )
    )
    .first()
  if (!row) return false
  return mayHostMinors({ age: ageOf(row.date_of_birth), flaggedMissing: Number(row.flagged) > 0, latestStatus: row.latest_status ?? null })
}

/**
 * spec 001 §5.5 eligibility for one person. Reads the person's rank in the two named worlds from
 * worlds' membership table (a higher layer's table, read-only). There is no verified college info
 * yet (spec 001 §3.1 college_info_verified_at is not stored): it counts as unverified.
 */
export async function backgroundCheckEligibilityOf(user: User): Promise<Eligibility> {
  const ranks = await db
    .from('world_members')
    .join('worlds', 'worlds.id', 'world_members.world_id')
    .where('world_members.user_id', user.id)
    .whereNull('world_members.left_at')
    .whereIn('worlds.slug', [FIRST_WORLD.slug, SECOND_WORLD.slug])
    .select('worlds.slug', 'world_members.level')
  const rankIn = (slug: string) => (ranks.find((row) => row.slug === slug)?.level as string | undefined) ?? null
  return backgroundCheckEligibility({
    age: user.dateOfBirth ? ageOf(user.dateOfBirth.toISODate()) : null,
    firstWorldRank: rankIn(FIRST_WORLD.slug),
    secondWorldRank: rankIn(SECOND_WORLD.slug),
    collegeInfoVerified: false,
  })
}

export type BackgroundCheckItem = { check: BackgroundCheck; username: string; name: string }

/** Recorded checks, newest first (the staff page). */
export async function recentBackgroundChecks(page: number) {
  const checks = await BackgroundCheck.query().orderBy('submitted_at', 'desc').orderBy('id', 'desc').paginate(page, 20)
  const ids = [...new Set(checks.all().map((check) => check.userId))]
  const people = ids.length ? await db.from('users').whereIn('id', ids).select('id', 'username', 'name') : []
  const byId = new Map(people.map((person) => [person.id as number, person]))
  const items: BackgroundCheckItem[] = checks.all().map((check) => ({
    check,
    username: byId.get(check.userId)?.username ?? '',
    name: byId.get(check.userId)?.name ?? '',
  }))
  return { items, meta: checks.getMeta() as { total: number; currentPage: number; lastPage: number; perPage: number } }
}
