import db from '@adonisjs/lucid/services/db'

/**
 * The program and iteration a session belongs to, through its series' template (series made from
 * a program iteration's offering: programs:sync), or null for a session outside every program.
 * For programs reacting to session events that carry no program (a camp's badges).
 */
export async function programIterationOfSession(sessionId: number): Promise<{ programSlug: string; iteration: string | null } | null> {
  const row = await db
    .from('tutoring_sessions as t')
    .join('series as s', 's.id', 't.series_id')
    .join('series_templates as st', 'st.id', 's.series_template_id')
    .where('t.id', sessionId)
    .whereNotNull('st.program_slug')
    .select('st.program_slug', 'st.program_iteration')
    .first()
  return row ? { programSlug: row.program_slug, iteration: row.program_iteration ?? null } : null
}
