import { BADGE_KEYS, type BadgeKey } from '#modules/recognition/shared/index'
import { awardBadge } from '#modules/recognition/index'
import { programIterationOfSession } from '#modules/programs/index'
import { PROGRAM_SLUG } from './constants.js'

/**
 * Camp badges (spec 002 §9 one-off badges "summer camps 2022 to 2025"; issue 17 §3): everyone a
 * host marks present at a camp session, and its hosts, get the badge of that summer's camp. The
 * iteration key is the year (iterations/2026.ts); a year without a badge awards nothing.
 */
export function campBadgeOf(iterationKey: string | null): BadgeKey | null {
  const key = `summer_camp_${iterationKey}`
  return (BADGE_KEYS as string[]).includes(key) ? (key as BadgeKey) : null
}

/** Awards the camp badge for a session's attendance; a repeat awards nothing twice (awardBadge ignores duplicates). */
export async function awardCampBadges(sessionId: number, userIds: number[]): Promise<number> {
  const place = await programIterationOfSession(sessionId)
  if (!place || place.programSlug !== PROGRAM_SLUG) return 0
  const badge = campBadgeOf(place.iteration)
  if (!badge) return 0
  let awarded = 0
  for (const userId of new Set(userIds)) if (await awardBadge({ userId, badge, byUserId: null })) awarded += 1
  return awarded
}
