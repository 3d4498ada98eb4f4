import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { displayNamesOf } from '#modules/identity/index'
import { sqlTime } from '#app/support/database/values'

/*
 * Tutor trees (issue 21 §5): who brought whom onto the platform, from recognition's referrals (a
 * member's personal code: referrer_user_id). No mentor relation exists in a lower module yet
 * (spec 001 tutor_profile.mentor_id is not built), so the tree is the referral forest: each person
 * has at most one referrer (referrals.referred_user_id is unique).
 *
 * A root is someone nobody referred who referred someone. For a list of nodes (the roots, or one
 * person's direct recruits) one recursive CTE walks every node's whole branch and sums, per node:
 * the people in the branch (below the node) and the sessions hosted by the node and everyone below
 * it. Sessions hosted: approved host, session ended, neither canceled nor deleted (the profile's
 * count). UNION (not UNION ALL) keeps the walk finite even if bad data made a cycle. Three queries
 * per list whatever its size: the count, the page with its sums, the display names.
 */
export const TREE_PAGE_SIZE = 25

export type Branch = {
  userId: number
  /** Display name (minors: first name and last initial); deleted accounts read "DELETED USER". */
  name: string
  /** People this person brought directly. */
  brought: number
  /** Everyone below this person in the tree. */
  people: number
  /** Sessions this person hosted. */
  hostedOwn: number
  /** Sessions hosted by this person and everyone below them. */
  hostedBranch: number
  /** The partner landing page this person signed up through, if any. */
  viaPartner: string | null
}

export type BranchPage = { rows: Branch[]; total: number; page: number; lastPage: number }

const ROOTS = `
  SELECT DISTINCT r.referrer_user_id AS id FROM referrals r
  WHERE r.referrer_user_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM referrals p WHERE p.referred_user_id = r.referrer_user_id AND p.referrer_user_id IS NOT NULL)`

const CHILDREN = `SELECT r.referred_user_id AS id FROM referrals r WHERE r.referrer_user_id = ?`

function nodesOf(parentId: number | null): { sql: string; bindings: number[] } {
  return parentId === null ? { sql: ROOTS, bindings: [] } : { sql: CHILDREN, bindings: [parentId] }
}

/** The roots (parentId null) or a person's direct recruits, biggest branches first, one page. */
export async function branchesUnder(parentId: number | null, page = 1, now = DateTime.utc()): Promise<BranchPage> {
  const nodes = nodesOf(parentId)
  const countRow = await db.rawQuery(`SELECT COUNT(*) AS total FROM (${nodes.sql}) nodes`, nodes.bindings)
  const total = Number(firstRow(countRow)?.total ?? 0)
  const lastPage = Math.max(1, Math.ceil(total / TREE_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), lastPage)
  if (total === 0) return { rows: [], total, page: current, lastPage }

  const result = await db.rawQuery(
    `
    WITH RECURSIVE
      nodes AS (${nodes.sql}),
      closure(root_id, user_id) AS (
        SELECT id, id FROM nodes
        UNION
        SELECT closure.root_id, referrals.referred_user_id
        FROM closure JOIN referrals ON referrals.referrer_user_id = closure.user_id
      ),
      hosted AS (
        SELECT session_hosts.user_id AS user_id, COUNT(*) AS total
        FROM session_hosts JOIN tutoring_sessions ON tutoring_sessions.id = session_hosts.session_id
        WHERE session_hosts.user_id IN (SELECT user_id FROM closure)
          AND session_hosts.deleted_at IS NULL AND session_hosts.approved_at IS NOT NULL
          AND tutoring_sessions.deleted_at IS NULL AND tutoring_sessions.canceled_at IS NULL
          AND tutoring_sessions.end_date < ?
        GROUP BY session_hosts.user_id
      )
    SELECT closure.root_id AS user_id,
      COUNT(*) - 1 AS people,
      COALESCE(SUM(hosted.total), 0) AS hosted_branch,
      COALESCE(MAX(CASE WHEN closure.user_id = closure.root_id THEN hosted.total END), 0) AS hosted_own,
      (SELECT COUNT(*) FROM referrals direct WHERE direct.referrer_user_id = closure.root_id) AS brought,
      (SELECT rs.partner_slug FROM referrals own JOIN referral_sources rs ON rs.id = own.referral_source_id
        WHERE own.referred_user_id = closure.root_id AND own.referrer_user_id IS NULL) AS via_partner
    FROM closure LEFT JOIN hosted ON hosted.user_id = closure.user_id
    GROUP BY closure.root_id
    ORDER BY people DESC, hosted_branch DESC, closure.root_id ASC
    LIMIT ? OFFSET ?`,
    [...nodes.bindings, sqlTime(now), TREE_PAGE_SIZE, (current - 1) * TREE_PAGE_SIZE]
  )
  const rows = allRows(result)
  const names = await displayNamesOf(
    rows.map((row) => Number(row.user_id)),
    { withDeleted: true }
  )
  return {
    rows: rows.map((row) => ({
      userId: Number(row.user_id),
      name: names.get(Number(row.user_id)) ?? 'Unknown account',
      brought: Number(row.brought),
      people: Number(row.people),
      hostedOwn: Number(row.hosted_own),
      hostedBranch: Number(row.hosted_branch),
      viaPartner: (row.via_partner as string | null) ?? null,
    })),
    total,
    page: current,
    lastPage,
  }
}

/** Whether someone is in a tree at all (referred someone or was referred by someone). */
export async function isInTree(userId: number): Promise<boolean> {
  const row = await db
    .from('referrals')
    .where('referrer_user_id', userId)
    .orWhere((query) => query.where('referred_user_id', userId).whereNotNull('referrer_user_id'))
    .select('id')
    .first()
  return Boolean(row)
}

/* knex's raw answers differ: SQLite gives the rows, PostgreSQL a result with .rows. */
function allRows(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[]
  return ((result as { rows?: Record<string, unknown>[] })?.rows ?? []) as Record<string, unknown>[]
}

function firstRow(result: unknown) {
  return allRows(result)[0]
}
