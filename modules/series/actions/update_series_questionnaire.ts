import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { FormBlock } from '#modules/forms/shared/index'
import Series from '../models/series.js'
import { SERIES_MESSAGES } from '../messages.js'
import { QUESTIONNAIRE_MESSAGES, answersEditable } from '../questionnaire.js'
import { firstSessionStart } from '../queries/series_queries.js'
import { lockSeriesRow } from '../queries/sql.js'
import type { SeriesResult } from './register_for_series.js'

/**
 * Replaces a series' questionnaire (issue 21 §3) with blocks checked by the caller
 * (questionnaireBlocks). The start is checked again under the series' lock, so a save racing the
 * first session's start changes nothing. Answers already given stay as they are.
 */
export async function updateSeriesQuestionnaire(seriesId: number, blocks: FormBlock[], now = DateTime.utc()): Promise<SeriesResult> {
  return db.transaction(async (trx): Promise<SeriesResult> => {
    if (!(await lockSeriesRow(trx, seriesId))) return { ok: false, reason: SERIES_MESSAGES.notFound }
    if (!answersEditable(await firstSessionStart(seriesId, trx), now)) return { ok: false, reason: QUESTIONNAIRE_MESSAGES.editClosed }
    const series = await Series.query({ client: trx }).where('id', seriesId).firstOrFail()
    series.questionnaire = blocks
    await series.save()
    return { ok: true }
  })
}
