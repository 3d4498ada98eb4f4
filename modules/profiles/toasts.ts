import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime, toBool } from '#app/support/database/values'
import { viewerMemo } from '#app/support/viewer_memo'
import { LEVELS } from '#modules/recognition/shared/index'
import type { OutletComponent } from '#kernel/hooks'

/*
 * The recognition toasts of spec 000 §2.5 (shown by the frame one second after a page loads), each
 * a one-time acknowledgement (spec 001 "key and notify_at"): dismissing one sets notify_at to NULL.
 * - Privacy policy and terms update: users created before 10 Feb 2025.
 * - Community survey: approved members, until 26 May 2025 23:59 UTC-4 (past: it shows nothing now).
 * - Level up (issue 11 §3): the ledger records `level_up:<level>` when a level is reached; the toast
 *   links to the achievements tab with ?celebrate (confetti, spec 000 §2.6).
 * - Phone number reminder (decision, the spec names it only): tutors with no verified phone number
 *   who have not said "No text messages, thanks" are reminded once that a number gets them a text
 *   before the sessions they host; dismissing it (or adding or waiving a number) ends it.
 */
export const PRIVACY_UPDATE_KEY = 'privacy_terms_2025'
export const PRIVACY_UPDATE_FOR_ACCOUNTS_BEFORE = DateTime.fromISO('2025-02-10T00:00:00Z', { zone: 'utc' })
export const SURVEY_KEY = 'community_survey_2025'
export const SURVEY_UNTIL = DateTime.fromISO('2025-05-26T23:59:00-04:00').toUTC()
export const PHONE_REMINDER_KEY = 'phone_number_reminder'
const LEVEL_UP_KEYS = LEVELS.map((level) => `level_up:${level.key}`)

/** The keys a member may dismiss through the acknowledgement route. */
export function isToastKey(key: string) {
  return key === PRIVACY_UPDATE_KEY || key === SURVEY_KEY || key === PHONE_REMINDER_KEY || LEVEL_UP_KEYS.includes(key)
}

type ToastState = {
  username: string
  createdAt: DateTime
  /** Acknowledgement rows by key: notify_at (null = dismissed for good). */
  acks: Map<string, DateTime | null>
  approved: () => Promise<boolean>
  /** A verified phone number, or the person said no to text messages. */
  phoneSettled: boolean
  tutor: () => Promise<boolean>
}

/** Shown when there is no row yet, or its time has come. */
const pending = (acks: ToastState['acks'], key: string, now: DateTime<boolean>) => !acks.has(key) || (acks.get(key) !== null && acks.get(key)! <= now)

const notice = (key: string, props: Record<string, unknown>): OutletComponent => ({ key, component: 'profiles/notice_toast', props: { ackKey: key, ...props } })

/** The toasts due for a member now (pure but for the survey's role check, asked only while it runs). */
export async function dueToasts(state: ToastState, now: DateTime<boolean> = DateTime.utc()): Promise<OutletComponent[]> {
  const toasts: OutletComponent[] = []
  for (const level of [...LEVELS].reverse()) {
    const key = `level_up:${level.key}`
    const at = state.acks.get(key)
    if (at && at <= now) {
      toasts.push(notice(key, { title: `You reached ${level.label}!`, message: `${level.minPoints} points and counting — thank you.`, link: { label: 'See your achievements', href: `/u/${encodeURIComponent(state.username)}/achievements?celebrate` } }))
      break
    }
  }
  if (state.createdAt < PRIVACY_UPDATE_FOR_ACCOUNTS_BEFORE && pending(state.acks, PRIVACY_UPDATE_KEY, now)) {
    toasts.push(notice(PRIVACY_UPDATE_KEY, { title: 'We updated our Privacy Policy and Terms', message: 'Please take a moment to read what changed.', link: { label: 'Read the Privacy Policy', href: '/about/privacy' } }))
  }
  if (!state.phoneSettled && pending(state.acks, PHONE_REMINDER_KEY, now) && (await state.tutor())) {
    toasts.push(
      notice(PHONE_REMINDER_KEY, {
        title: 'Add your phone number',
        message: 'Get a text before the sessions you host. Learners never see your number.',
        link: { label: 'Add a phone number', href: '/settings/notifications' },
      })
    )
  }
  if (now <= SURVEY_UNTIL && pending(state.acks, SURVEY_KEY, now) && (await state.approved())) {
    toasts.push(notice(SURVEY_KEY, { title: 'Community survey', message: 'Tell us how Peerhaven can serve you better.', link: { label: 'Take the survey', href: '/feedback' } }))
  }
  return toasts
}

/*
 * The frame asks for toasts on every page, and a page's budget has no room for a query of ours
 * (tutoring's query counts: 6 per request, frame included). What the rules read changes rarely,
 * so it is kept per member for a minute in this process: a dismissal here forgets it at once; a
 * level reached in a worker shows within the minute.
 */
const STATE_TTL_MS = 60_000
type CachedState = { username: string; createdAt: DateTime; acks: Map<string, DateTime | null>; phoneSettled: boolean; isTutor: boolean }
const stateCache = viewerMemo<CachedState>({ ttlMs: STATE_TTL_MS, maxEntries: 5000 })

export function forgetToastState(userId: number) {
  stateCache.forget(userId)
}

async function toastStateOf(viewerId: number): Promise<CachedState | null> {
  const cached = stateCache.get(viewerId)
  if (cached) return cached
  const rows = await db
    .from('users')
    .leftJoin('user_acknowledgements', 'user_acknowledgements.user_id', 'users.id')
    .where('users.id', viewerId)
    .select('users.username', 'users.created_at', 'users.phone_number_verified_at', 'users.phone_number_waived_at', 'user_acknowledgements.key', 'user_acknowledgements.notify_at')
    // The phone reminder is for tutors: asked in the same statement (the frame has no query to spare).
    .select(db.raw("EXISTS (SELECT 1 FROM user_roles AS r WHERE r.user_id = users.id AND r.role = 'tutor' AND r.deleted_at IS NULL) AS is_tutor"))
  if (rows.length === 0) return null
  const acks = new Map<string, DateTime | null>(rows.filter((row) => row.key).map((row) => [row.key as string, fromDbTime(row.notify_at)]))
  const phoneSettled = rows[0].phone_number_verified_at !== null || rows[0].phone_number_waived_at !== null
  const state = { username: rows[0].username as string, createdAt: fromDbTime(rows[0].created_at)!, acks, phoneSettled, isTutor: toBool(rows[0].is_tutor) }
  stateCache.set(viewerId, state)
  return state
}

/** The 'frame.toasts' filler: no query while the member's state is cached, else one. */
export async function recognitionToasts(viewerId: number): Promise<OutletComponent[]> {
  const state = await toastStateOf(viewerId)
  if (!state) return []
  const approved = async () => {
    const { User } = await import('#modules/identity/index')
    const user = await User.find(viewerId)
    if (!user) return false
    const roles = await user.roles()
    return roles.has('approved')
  }
  return dueToasts({ ...state, approved, tutor: async () => state.isTutor })
}
