import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { SERIES_MESSAGES } from '../messages.js'
import { SKILLS_BUILDER_BAND_KEY, type SkillsBuilderBand } from '../template_kinds.js'
import type { KindResult } from './set_template_kind.js'

/**
 * Sets (or clears, with null) the level of a series of a skills-builder template, in its internal
 * state (spec 001 §3.3 sat_skills_builder_score_band); the rest of the internal state is kept.
 */
export async function setSkillsBuilderBand(seriesId: number, band: SkillsBuilderBand | null): Promise<KindResult> {
  return db.transaction(async (trx): Promise<KindResult> => {
    const row = await trx
      .from('series as s')
      .leftJoin('series_templates as t', 't.id', 's.series_template_id')
      .where('s.id', seriesId)
      .whereNull('s.deleted_at')
      .select('s.internal_state', 't.kind')
      .first()
    if (!row) return { ok: false, reason: SERIES_MESSAGES.notFound }
    if (row.kind !== 'skills-builder') return { ok: false, reason: 'Only a series of a skills-builder template has a level.' }
    let state: Record<string, unknown> = {}
    try {
      const parsed = JSON.parse(row.internal_state ?? '{}')
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) state = parsed
    } catch {}
    if (band) state[SKILLS_BUILDER_BAND_KEY] = { id: band.id, label: band.label }
    else delete state[SKILLS_BUILDER_BAND_KEY]
    await trx.from('series').where('id', seriesId).update({ internal_state: JSON.stringify(state), updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
    return { ok: true }
  })
}
