import { SeriesHost, SeriesRegistration } from '#modules/series/index'
import { SessionHost, SessionRegistration } from '#modules/tutoring/index'

/* Who is who in a class: approved hosts and current registrants of a series or session. */

export async function hostsSeries(userId: number, seriesId: number) {
  return (await SeriesHost.query().where('series_id', seriesId).where('user_id', userId).whereNotNull('approved_at').first()) !== null
}

export async function hostsSession(userId: number, sessionId: number) {
  return (await SessionHost.query().where('session_id', sessionId).where('user_id', userId).whereNotNull('approved_at').first()) !== null
}

/** A current (not withdrawn) learner of the series. */
export async function inSeries(userId: number, seriesId: number) {
  return (await SeriesRegistration.query().where('series_id', seriesId).where('user_id', userId).whereNull('withdrawn_at').first()) !== null
}

export async function inSession(userId: number, sessionId: number) {
  return (await SessionRegistration.query().where('session_id', sessionId).where('user_id', userId).first()) !== null
}

/** Ids of the series and sessions the user hosts (approved), for the owner's list and the manage rule. */
export async function hostedIds(userId: number) {
  const series = await SeriesHost.query().where('user_id', userId).whereNotNull('approved_at').select('series_id')
  const sessions = await SessionHost.query().where('user_id', userId).whereNotNull('approved_at').select('session_id')
  return { seriesIds: series.map((row) => row.seriesId), sessionIds: sessions.map((row) => row.sessionId) }
}
