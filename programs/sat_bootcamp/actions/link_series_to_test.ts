import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { findProgram } from '#kernel/programs/registry'
import { PROGRAM_SLUG } from '../constants.js'
import { satTestOf } from '../sat_tests.js'

/*
 * spec 001 §3.7 sat_series (series ↔ test + band): a bootcamp published from one of the
 * program's templates is linked to its SAT test (the template's iteration). The band stays empty
 * until learners are placed (not built). Idempotent: an event delivered twice links once.
 */
export async function linkSeriesToTest(seriesId: number, templateId: number | null): Promise<boolean> {
  if (templateId === null) return false
  const template = await db.from('series_templates').where('id', templateId).select('program_slug', 'program_iteration').first()
  if (!template || template.program_slug !== PROGRAM_SLUG) return false
  const iteration = findProgram(PROGRAM_SLUG)?.iterations.find((entry) => entry.key === template.program_iteration)
  if (!satTestOf(iteration)) return false
  if (await db.from('sat_bootcamp_series').where('series_id', seriesId).first()) return false
  // A concurrent delivery may insert between the check and here: the unique series_id keeps one row.
  await db
    .table('sat_bootcamp_series')
    .insert({ series_id: seriesId, sat_test: template.program_iteration, sat_bootcamp_score_band_id: null, created_at: DateTime.utc().toSQL({ includeOffset: false }) })
    .onConflict('series_id')
    .ignore()
  return true
}
