import type User from '../models/user.js'
import { normalizeTimezone } from '../timezones.js'

/** spec 002 §7 "Set user time zone": an unknown zone falls back the way normalizeTimezone says. Returns the zone kept. */
export async function setTimezone(user: User, timezone: string) {
  user.timezone = normalizeTimezone(timezone)
  await user.save()
  return user.timezone
}
