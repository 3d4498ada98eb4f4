import type User from '../models/user.js'

export type ProfileChange = { pronouns?: string | null; timezone: string; country?: string | null; languages: string[] }

/** Saves the settings page's profile fields (an empty pronoun or country is stored as null). */
export async function updateProfile(user: User, change: ProfileChange) {
  user.merge({ pronouns: change.pronouns ?? null, timezone: change.timezone, country: change.country ?? null, languages: change.languages })
  await user.save()
}
