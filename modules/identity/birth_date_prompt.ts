import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { PromptContext, PromptItem } from '#kernel/hooks'
import { fromDbTime } from '#app/support/database/values'
import { viewerMemo } from '#app/support/viewer_memo'
import { OLDEST_BIRTH_YEAR } from './shared/birth_month.js'

/*
 * Blocking prompt 1 (spec 000 §2.4): "Confirm birth month and year, for users who joined over a
 * year ago and have no date of birth". Asked on every page a member loads, so it remembers per
 * process when each viewer's answer can next change: never once a date of birth is known (it is
 * only ever set, never cleared, for a live account), and not before the first anniversary of
 * joining. Most page loads then cost no query; the others one primary-key lookup.
 */
export const BIRTH_DATE_PROMPT_KEY = 'identity.birth-date'

/**
 * The viewers answered "not due" until this instant (ms); Infinity once a date of birth is known.
 * Kept for an hour at most (app/support/viewer_memo), so a date cleared by staff is asked again.
 */
const quietUntil = viewerMemo<number>({ ttlMs: 60 * 60 * 1000, maxEntries: 100_000 })

function remember(userId: number, until: number) {
  quietUntil.set(userId, until)
}

/** Called when a date of birth is saved in this process. */
export function birthDateKnown(userId: number) {
  remember(userId, Number.POSITIVE_INFINITY)
}

export async function birthDatePrompt({ viewerId }: Pick<PromptContext, 'viewerId'>, now: DateTime = DateTime.utc()): Promise<PromptItem | null> {
  const quiet = quietUntil.get(viewerId)
  if (quiet !== undefined && now.toMillis() < quiet) return null
  const row = await db.from('users').where('id', viewerId).select('created_at', 'date_of_birth').first()
  if (!row) return null
  if (row.date_of_birth) {
    birthDateKnown(viewerId)
    return null
  }
  const due = fromDbTime(row.created_at)!.plus({ years: 1 })
  if (now < due) {
    remember(viewerId, due.toMillis())
    return null
  }
  return {
    key: BIRTH_DATE_PROMPT_KEY,
    title: 'Confirm your birth month and year',
    component: 'identity/birth_date_prompt',
    props: { oldestYear: OLDEST_BIRTH_YEAR, today: { year: now.year, month: now.month, day: now.day } },
  }
}
