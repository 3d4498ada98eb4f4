/*
 * Migration folders, in the order they run. A context that owns tables adds its folder here.
 * Programs register theirs in the same list (after the modules they depend on).
 */
export const migrationPaths = [
  'database/migrations',
  'modules/identity/database/migrations',
  'modules/catalog/database/migrations',
  'modules/worlds/database/migrations',
  // series before tutoring: a session may belong to a series (sessions.series_id).
  'modules/series/database/migrations',
  'modules/tutoring/database/migrations',
]
