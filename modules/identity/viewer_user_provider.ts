import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import User, { primeViewer } from './models/user.js'
import UserRole from './models/user_role.js'
import { viewerCache, type CachedViewer } from './viewer_cache.js'
import { touchLastOnline } from './last_online.js'

/*
 * The session guard's user provider (config/auth.ts), reading the signed-in user through the
 * viewer cache (viewer_cache.ts). A cached viewer costs no SQL: the model is built from the
 * cached attributes (marked persisted, so `save()` updates that row) and primed with its role names and
 * age bucket. With the cache off it is the library's provider (`User.find`).
 */

/*
 * The cached attributes split once per entry: values shared by every request's model (scalars and
 * Luxon DateTimes, which are immutable) and the JSON columns as text, parsed for each model so no
 * request's change reaches the cache (parsing small texts costs less than structuredClone).
 */
type PreparedAttributes = { shared: Record<string, unknown>; json: [string, string][] }
const prepared = new WeakMap<CachedViewer['attributes'], PreparedAttributes>()

function preparedOf(attributes: CachedViewer['attributes']): PreparedAttributes {
  let found = prepared.get(attributes)
  if (!found) {
    found = { shared: {}, json: [] }
    for (const [key, value] of Object.entries(attributes)) {
      if (value !== null && typeof value === 'object' && !DateTime.isDateTime(value)) found.json.push([key, JSON.stringify(value)])
      else found.shared[key] = value
    }
    prepared.set(attributes, found)
  }
  return found
}

function copyOf({ shared, json }: PreparedAttributes) {
  const copy: Record<string, unknown> = { ...shared }
  for (const [key, text] of json) copy[key] = JSON.parse(text)
  return copy
}

/*
 * The model for a cached viewer, built from the attributes Lucid consumed when the row was read:
 * what $createFromAdapterResult does, without parsing every date column with Luxon and deep-merging
 * the result into $original on each request (9 % of a signed-in request's CPU, issue 19).
 */
function hydrate(entry: CachedViewer) {
  const attributes = preparedOf(entry.attributes)
  const user = new User()
  user.$attributes = copyOf(attributes)
  user.$original = copyOf(attributes)
  user.$isPersisted = true
  user.$isLocal = false
  primeViewer(user, entry.roles, entry.bucket)
  return user
}

let columns: string[] | null = null
/** The model's columns only: what the cache holds is what the User model reads. */
function userColumns() {
  columns ??= [...User.$columnsDefinitions.values()].map((column) => column.columnName)
  return columns
}

/** The user with this id (not deleted), through the viewer cache when it is on. */
export async function findViewerUser(id: number): Promise<User | null> {
  if (!viewerCache.enabled) return User.find(id)
  const cached = viewerCache.viewer(id)
  if (cached) return hydrate(cached)
  const stamp = viewerCache.stamp()
  const row = await db.from(User.table).where('id', id).whereNull('deleted_at').select(userColumns()).first()
  if (!row) return null
  const roleRows: { role: string }[] = await db.from(UserRole.table).where('user_id', id).whereNull('deleted_at').select('role')
  const user = User.$createFromAdapterResult(row)!
  const attributes = Object.freeze({ ...user.$attributes })
  // The JSON columns' text is taken now, before this request's model can change them.
  preparedOf(attributes)
  const entry = { attributes, roles: Object.freeze(roleRows.map((r) => r.role)), bucket: user.ageBucket }
  primeViewer(user, entry.roles, entry.bucket)
  viewerCache.storeViewer(id, stamp, entry)
  return user
}

/** The viewer's cached entry, for per-user values kept beside it (dismissed banners). */
export function cachedViewerEntry(id: number) {
  return viewerCache.viewer(id)
}

export class CachedSessionUserProvider extends SessionLucidUserProvider<typeof User> {
  async findById(identifier: string | number | bigint) {
    const id = Number(identifier)
    const user = Number.isSafeInteger(id) ? await findViewerUser(id) : null
    if (!user) return null
    // Every signed-in request resolves its viewer here: the one place that marks people online.
    await touchLastOnline(user.id)
    return this.createUserForGuard(user)
  }
}
