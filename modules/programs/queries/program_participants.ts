import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/*
 * Who takes part in programs' series: a series belongs to a program through its template
 * (series_templates.program_slug / program_iteration, written by programs:sync from each iteration
 * offering's seriesTemplateSlug). A learner has an active registration (not withdrawn); a host is
 * approved. /dashboard/programs reads them per person, Program Emails per iteration.
 */
function programSeries(client: QueryClientContract) {
  return client
    .from('series as s')
    .join('series_templates as st', 'st.id', 's.series_template_id')
    .whereNotNull('st.program_slug')
    .whereNull('s.deleted_at')
}

/** Program series with their learners (alias r: series_registrations). */
export function programSeriesLearners(client: QueryClientContract) {
  return programSeries(client).join('series_registrations as r', 'r.series_id', 's.id').whereNull('r.withdrawn_at').whereNull('r.deleted_at')
}

/** Program series with their hosts (alias h: series_hosts). */
export function programSeriesHosts(client: QueryClientContract) {
  return programSeries(client).join('series_hosts as h', 'h.series_id', 's.id').whereNotNull('h.approved_at').whereNull('h.deleted_at')
}

/** The learners and the hosts of an iteration's series (user ids, each once). Two queries. */
export async function iterationParticipants(programSlug: string, iterationKey: string) {
  const client = db.connection()
  const [learners, hosts] = await Promise.all([
    programSeriesLearners(client).where('st.program_slug', programSlug).where('st.program_iteration', iterationKey).distinct('r.user_id as user_id'),
    programSeriesHosts(client).where('st.program_slug', programSlug).where('st.program_iteration', iterationKey).distinct('h.user_id as user_id'),
  ])
  const ids = (rows: Array<{ user_id: unknown }>) => rows.map((row) => Number(row.user_id))
  return { learners: ids(learners), hosts: ids(hosts) }
}
