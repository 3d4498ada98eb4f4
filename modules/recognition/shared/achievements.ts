import type { UserEventType } from './event_types.js'

/*
 * Achievements (spec 002 §9): tiers by count — "attend 1, 5, 10, 25, 50, 100, 200; certify 1, 5,
 * 10, 25, 50, 100; host 1, 5, 10, 25, 50, 100, 200; refer 1, 5, 10, 25, 50, 100" — each counting
 * one event type of the ledger; and one-off badges, awarded by staff.
 */
export const ACHIEVEMENT_TRACKS = [
  { key: 'attend', label: 'Sessions attended', eventType: 'session_attended', steps: [1, 5, 10, 25, 50, 100, 200] },
  { key: 'certify', label: 'Certifications', eventType: 'certification_approved', steps: [1, 5, 10, 25, 50, 100] },
  { key: 'host', label: 'Sessions hosted', eventType: 'session_hosted', steps: [1, 5, 10, 25, 50, 100, 200] },
  { key: 'refer', label: 'Friends referred', eventType: 'referred_user', steps: [1, 5, 10, 25, 50, 100] },
] as const satisfies readonly { key: string; label: string; eventType: UserEventType; steps: readonly number[] }[]

export type AchievementTrackKey = (typeof ACHIEVEMENT_TRACKS)[number]['key']

export type TrackProgress = {
  key: AchievementTrackKey
  label: string
  count: number
  /** The highest step reached (0: none yet). */
  reached: number
  /** The next step (null: all reached). */
  next: number | null
}

/** Where a count stands on a track's steps. */
export function trackProgress(track: (typeof ACHIEVEMENT_TRACKS)[number], count: number): TrackProgress {
  const reached = track.steps.filter((step) => count >= step).at(-1) ?? 0
  const next = track.steps.find((step) => count < step) ?? null
  return { key: track.key, label: track.label, count, reached, next }
}

/** One-off badges (spec 002 §9: "birthdays, summer camps 2022 to 2025, middle school pilot, subworld pioneer, external partnership tutor, March 2024 SAT referrer"). */
export const BADGES = [
  { key: 'birthday', label: 'Birthday' },
  { key: 'summer_camp_2022', label: 'Summer Camp 2022' },
  { key: 'summer_camp_2023', label: 'Summer Camp 2023' },
  { key: 'summer_camp_2024', label: 'Summer Camp 2024' },
  { key: 'summer_camp_2025', label: 'Summer Camp 2025' },
  // Later camps (issue 17 §3 "camp badges", the 2026 and 2027 camps): awarded by the summer camp
  // program to everyone present at one of its sessions.
  { key: 'summer_camp_2026', label: 'Summer Camp 2026' },
  { key: 'summer_camp_2027', label: 'Summer Camp 2027' },
  { key: 'middle_school_pilot', label: 'Middle School Pilot' },
  { key: 'subworld_pioneer', label: 'Subworld Pioneer' },
  { key: 'external_partnership_tutor', label: 'External Partnership Tutor' },
  { key: 'sat_referrer_2024_03', label: 'March 2024 SAT Referrer' },
] as const

export type BadgeKey = (typeof BADGES)[number]['key']
export const BADGE_KEYS = BADGES.map((badge) => badge.key) as BadgeKey[]

export function badgeLabel(key: string): string | null {
  return BADGES.find((badge) => badge.key === key)?.label ?? null
}
