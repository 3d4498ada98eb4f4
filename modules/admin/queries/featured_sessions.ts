import { TutoringSession } from '#modules/tutoring/index'

/** A featured session id with the session it names, if it still exists (the setting may outlive it). */
export type FeaturedSession = { id: number; session: TutoringSession | null }

export async function featuredSessions(ids: number[]): Promise<FeaturedSession[]> {
  const sessions = ids.length ? await TutoringSession.query().whereIn('id', ids) : []
  const byId = new Map(sessions.map((session) => [session.id, session]))
  return ids.map((id) => ({ id, session: byId.get(id) ?? null }))
}

/** The ids among these that name no session. */
export async function missingSessionIds(ids: number[]): Promise<number[]> {
  const found = ids.length ? await TutoringSession.query().whereIn('id', ids).select('id') : []
  return ids.filter((id) => !found.some((session) => session.id === id))
}
