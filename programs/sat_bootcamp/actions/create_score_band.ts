import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { scoreBands } from '../queries/admin.js'
import { bandProblem, type BandInput } from '../score_bands.js'

export type BandOutcome = { ok: true; id: number } | { ok: false; field: string; message: string }

/** A new score band (score_bands.ts "Editing bands"); refused whole when it breaks a rule. */
export async function createScoreBand(input: BandInput): Promise<BandOutcome> {
  return db.transaction(async (trx): Promise<BandOutcome> => {
    const problem = bandProblem(input, await scoreBands(trx))
    if (problem) return { ok: false, ...problem }
    const now = DateTime.utc().toSQL({ includeOffset: false })
    const [row] = await trx
      .table('sat_bootcamp_score_bands')
      .insert({
        name: input.name,
        min_score: input.minScore,
        max_score: input.maxScore,
        math_weight: input.mathWeight,
        reading_weight: input.readingWeight,
        active: input.active,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    return { ok: true, id: Number(typeof row === 'object' ? row.id : row) }
  })
}
