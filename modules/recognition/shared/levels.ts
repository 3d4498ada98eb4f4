/*
 * Levels by points (spec 002 §9 Achievements: "bronze 500, silver 1000, gold 2500, platinum 5000,
 * diamond 10000"), lowest first. Below 500 points a member has no level yet.
 */
export const LEVELS = [
  { key: 'bronze', label: 'Bronze', minPoints: 500 },
  { key: 'silver', label: 'Silver', minPoints: 1000 },
  { key: 'gold', label: 'Gold', minPoints: 2500 },
  { key: 'platinum', label: 'Platinum', minPoints: 5000 },
  { key: 'diamond', label: 'Diamond', minPoints: 10000 },
] as const

export type Level = (typeof LEVELS)[number]
export type LevelKey = Level['key']

/** The highest level whose threshold `points` reaches, or null below the first. */
export function levelOf(points: number): Level | null {
  let reached: Level | null = null
  for (const level of LEVELS) if (points >= level.minPoints) reached = level
  return reached
}

/** The next level to reach and the points still missing (null once diamond is reached). */
export function nextLevelOf(points: number): { level: Level; missing: number } | null {
  const next = LEVELS.find((level) => points < level.minPoints)
  return next ? { level: next, missing: next.minPoints - points } : null
}
