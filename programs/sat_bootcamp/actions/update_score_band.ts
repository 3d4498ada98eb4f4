import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { scoreBands } from '../queries/admin.js'
import { bandProblem, type BandInput } from '../score_bands.js'
import type { BandOutcome } from './create_score_band.js'

/**
 * Edits a score band, deactivating or reactivating it included (score_bands.ts "Editing bands");
 * learners already placed keep their band.
 */
export async function updateScoreBand(id: number, input: BandInput): Promise<BandOutcome | null> {
  return db.transaction(async (trx): Promise<BandOutcome | null> => {
    const bands = await scoreBands(trx)
    if (!bands.some((band) => band.id === id)) return null
    const problem = bandProblem(
      input,
      bands.filter((band) => band.id !== id)
    )
    if (problem) return { ok: false, ...problem }
    await trx.from('sat_bootcamp_score_bands').where('id', id).update({
      name: input.name,
      min_score: input.minScore,
      max_score: input.maxScore,
      math_weight: input.mathWeight,
      reading_weight: input.readingWeight,
      active: input.active,
      updated_at: DateTime.utc().toSQL({ includeOffset: false }),
    })
    return { ok: true, id }
  })
}


