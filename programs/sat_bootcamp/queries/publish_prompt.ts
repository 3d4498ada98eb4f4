import db from '@adonisjs/lucid/services/db'
import type { PromptContext, PromptItem } from '#kernel/hooks'
import { viewerMemo } from '#app/support/viewer_memo'
import { AGREEMENT_PATH, ONBOARDING_PATH, PUBLISH_PATH, REQUEST_CONSENT_PATH, WORLD_SLUG } from '../constants.js'

/** The levels that count as "levelled up to tutor" in the world (spec 000 §6.4 ranks, tutor and above). */
const TUTOR_LEVELS = ['tutor', 'senior-tutor', 'coach', 'moderator']

export const PUBLISH_PROMPT = {
  key: 'sat_bootcamp.publish',
  title: 'Publish your first SAT bootcamp',
  component: 'programs/sat_bootcamp/publish_prompt',
} as const

const bare = (path: string) => path.split('?')[0].replace(/\/+$/, '')

/** Whether the page is the series-template schedule page the prompt links to (it is not shown there). */
export function isPublishPage(path: string): boolean {
  return bare(path) === PUBLISH_PATH
}

/*
 * Decision: nor on the steps before publishing (the agreement, the parent request, the onboarding
 * sessions). The publish page's refusal sends a new tutor to them; a modal that cannot be closed
 * there would leave "Not now", which drops the prompt for good, as the only way through.
 */
const STEP_PATHS = new Set([AGREEMENT_PATH, REQUEST_CONSENT_PATH, '/request-parent-consent', ONBOARDING_PATH])

function isPublishStepPage(path: string): boolean {
  return STEP_PATHS.has(bare(path))
}

/*
 * spec 000 §2.4 prompt 4 "Prompt to publish a bootcamp after levelling up to tutor in the SAT
 * bootcamp world. It links to the series-template schedule page and is not shown on that page."
 * Pending (one query) while the person is a tutor or above in the world, has published no SAT
 * bootcamp (a series linked to an SAT test, sat_bootcamp_series) and has not answered "Not now".
 */
/*
 * Nearly every member is not an SAT tutor: their "not pending" is remembered for 2 minutes, so the
 * prompt costs no query on their pages (a page's query budget, tutoring's query-count test).
 * Someone who levels up to tutor meanwhile sees the prompt up to 2 minutes later.
 */
const notPending = viewerMemo<true>({ ttlMs: 2 * 60_000, name: 'sat-publish-prompt' })

export async function publishPromptFor({ viewerId, path }: PromptContext): Promise<PromptItem | null> {
  if (isPublishPage(path) || isPublishStepPage(path) || notPending.get(viewerId)) return null
  const row = await db
    .from('world_members as m')
    .join('worlds as w', 'w.id', 'm.world_id')
    .leftJoin('sat_bootcamp_users as u', 'u.user_id', 'm.user_id')
    .where('m.user_id', viewerId)
    .where('w.slug', WORLD_SLUG)
    .whereNull('w.deleted_at')
    .whereNull('m.left_at')
    .whereIn('m.level', TUTOR_LEVELS)
    .whereNull('u.publish_prompt_answered_at')
    .whereNotExists((query) =>
      query
        .from('series as s')
        .join('sat_bootcamp_series as ss', 'ss.series_id', 's.id')
        .where('s.user_id', viewerId)
        .whereNull('s.deleted_at')
        .select(db.raw('1'))
    )
    .select('m.id')
    .first()
  if (!row) {
    notPending.set(viewerId, true)
    return null
  }
  return { ...PUBLISH_PROMPT, props: { publishPath: PUBLISH_PATH, answerPath: '/sat-bootcamp/publish-prompt' } }
}
