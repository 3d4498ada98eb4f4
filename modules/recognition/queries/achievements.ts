import db from '@adonisjs/lucid/services/db'
import { fromDbTime } from '#app/support/database/values'
import { ACHIEVEMENT_TRACKS, badgeLabel, levelOf, nextLevelOf, trackProgress, type Level, type TrackProgress } from '../shared/index.js'

export type RecognitionSummary = {
  points: number
  level: Level | null
  next: { level: Level; missing: number } | null
  tracks: TrackProgress[]
  badges: { key: string; label: string; awardedAt: string }[]
}

/**
 * A member's points, level, tier progress and badges, all derived from the ledger (spec 002 §9):
 * one grouped query over user_events (points and per-type counts together) and one for badges.
 */
export async function recognitionSummaryOf(userId: number): Promise<RecognitionSummary> {
  const [byType, badgeRows] = await Promise.all([
    db.from('user_events').where('user_id', userId).groupBy('event_type').select('event_type').count('* as events').sum('event_points as points'),
    db.from('user_badges').where('user_id', userId).orderBy('created_at').select('badge', 'created_at'),
  ])
  const counts = new Map(byType.map((row) => [row.event_type as string, Number(row.events)]))
  const points = byType.reduce((total, row) => total + Number(row.points ?? 0), 0)
  return {
    points,
    level: levelOf(points),
    next: nextLevelOf(points),
    tracks: ACHIEVEMENT_TRACKS.map((track) => trackProgress(track, counts.get(track.eventType) ?? 0)),
    badges: badgeRows.flatMap((row) => {
      const label = badgeLabel(row.badge)
      return label ? [{ key: row.badge as string, label, awardedAt: fromDbTime(row.created_at)!.toISO()! }] : []
    }),
  }
}

/** The latest ledger rows of a member (the "+N SP" list on the profile). */
export async function recentAwardsOf(userId: number, limit = 10) {
  const rows = await db.from('user_events').where('user_id', userId).orderBy('id', 'desc').limit(limit).select('id', 'event_type', 'event_points', 'created_at')
  return rows.map((row) => ({ id: Number(row.id), eventType: row.event_type as string, points: Number(row.event_points), at: fromDbTime(row.created_at)!.toISO()! }))
}
