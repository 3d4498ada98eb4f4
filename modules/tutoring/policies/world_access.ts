import { canViewWorld, type World } from '#modules/worlds/index'

/*
 * World visibility through the worlds context (spec 000 §6.4: a public world, or membership;
 * the worlds context also opens unlisted worlds to anyone with the address, and membership
 * worlds to staff). The world comes joined with the session (queries/session_details.ts); a
 * deleted world is never visible. When the viewer is already bypassed (staff, approved host)
 * the check is skipped.
 */
export async function worldVisible(world: World | null, userId: number | null, options: { bypass?: boolean } = {}): Promise<boolean> {
  if (!world) return false
  if (options.bypass) return true
  return canViewWorld(world, userId)
}
