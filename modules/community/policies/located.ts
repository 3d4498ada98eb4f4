import type { Standing } from './standing.js'

/**
 * Policies receive the place with the viewer's standing read by its loader (queries/places.ts);
 * a standing read for someone else is a programming error, never a permission.
 */
export function standingOf(viewer: { id: number } | null, located: { standing: Standing }): Standing {
  if (located.standing.userId !== (viewer?.id ?? null)) throw new Error('community: a standing was read for another viewer')
  return located.standing
}
