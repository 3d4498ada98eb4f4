import World, { type WorldVisibility } from '../models/world.js'

/*
 * The list side of WorldPolicy.list: which worlds appear in lists (the Learn menu, the
 * dashboard, a course page). Only public worlds: unlisted worlds are reached by their address
 * and membership worlds by their members, never through a list (tests/unit/world_scope.spec.ts
 * runs the same worlds through the policy and these queries).
 */
const LISTED: WorldVisibility = 'public'

/** The rule itself, for the policy and the Learn menu built from the catalogue. */
export function isListed(world: { visibility: WorldVisibility }) {
  return world.visibility === LISTED
}

/** Every listed world, in menu order. */
export async function listedWorlds(): Promise<World[]> {
  return World.query().where('visibility', LISTED).orderBy('position').orderBy('id')
}

/** Listed worlds tied to a course (worlds.course_id), for the course page. */
export async function listedWorldsForCourse(courseId: number): Promise<World[]> {
  return World.query().where('visibility', LISTED).where('course_id', courseId).orderBy('position').orderBy('id')
}
