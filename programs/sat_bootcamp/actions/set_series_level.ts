import { setSkillsBuilderBand, skillsBuilderSeries } from '#modules/series/index'
import { PROGRAM_SLUG } from '../constants.js'
import { scoreBands } from '../queries/admin.js'
import { SKILLS_BUILDER_ADMIN_MESSAGES, levelLabel } from '../skills_builders.js'

/** Gives a series of one of the program's skills builders a level (an active score band), or none. */
export async function setSeriesLevel(seriesId: number, bandId: number | null): Promise<{ ok: true } | { ok: false; reason: string }> {
  const [series] = await skillsBuilderSeries({ programSlug: PROGRAM_SLUG, seriesId })
  if (!series) return { ok: false, reason: SKILLS_BUILDER_ADMIN_MESSAGES.notSkillsBuilder }
  if (bandId === null) return setSkillsBuilderBand(seriesId, null)
  const bands = await scoreBands()
  const band = bands.find((entry) => entry.id === bandId && entry.active)
  if (!band) return { ok: false, reason: SKILLS_BUILDER_ADMIN_MESSAGES.chooseBand }
  return setSkillsBuilderBand(seriesId, { id: band.id, label: levelLabel(band) })
}
