import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { SCORE_MAX, SCORE_MIN, WEIGHT_MAX } from '../score_bands.js'

/* POST /admin/sat/bands and PUT /admin/sat/bands/:id (score_bands.ts "Editing bands"). */
const SCORE = `Enter a section score from ${SCORE_MIN} to ${SCORE_MAX}.`
const WEIGHT = `Enter a weight from 0 to ${WEIGHT_MAX}, with at most two decimals (like 0.5).`

export const scoreBandMessages = new SimpleMessagesProvider({
  'name.required': 'Name the band.',
  'name.minLength': 'Name the band.',
  'name.maxLength': 'The name is too long (80 characters at most).',
  'minScore.required': SCORE,
  'minScore.number': SCORE,
  'minScore.withoutDecimals': SCORE,
  'minScore.min': SCORE,
  'minScore.max': SCORE,
  'maxScore.required': SCORE,
  'maxScore.number': SCORE,
  'maxScore.withoutDecimals': SCORE,
  'maxScore.min': SCORE,
  'maxScore.max': SCORE,
  'mathWeight.required': WEIGHT,
  'mathWeight.number': WEIGHT,
  'mathWeight.min': WEIGHT,
  'mathWeight.max': WEIGHT,
  'mathWeight.decimal': WEIGHT,
  'readingWeight.required': WEIGHT,
  'readingWeight.number': WEIGHT,
  'readingWeight.min': WEIGHT,
  'readingWeight.max': WEIGHT,
  'readingWeight.decimal': WEIGHT,
  'active.required': 'Say whether the band is active.',
  'active.boolean': 'Say whether the band is active.',
})

const score = () => vine.number().withoutDecimals().min(SCORE_MIN).max(SCORE_MAX)
const weight = () => vine.number().min(0).max(WEIGHT_MAX).decimal([0, 2])

export const scoreBandValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(80),
  minScore: score(),
  maxScore: score(),
  mathWeight: weight(),
  readingWeight: weight(),
  active: vine.boolean(),
})

/* Skills builders on /admin/sat (skills_builders.ts). */
export const skillsBuilderMessages = new SimpleMessagesProvider({
  'kind.required': 'Choose standard or skills builder.',
  'kind.enum': 'Choose standard or skills builder.',
  'bandId.number': 'Choose an active score band, or no level.',
  'bandId.withoutDecimals': 'Choose an active score band, or no level.',
  'bandId.min': 'Choose an active score band, or no level.',
  'bandId.max': 'Choose an active score band, or no level.',
})

/** POST /admin/sat/skills-builders/templates/:id */
export const templateKindValidator = vine.create({
  kind: vine.enum(['standard', 'skills-builder'] as const),
})

/** PUT /admin/sat/skills-builders/series/:id: a band, or null for no level. */
export const seriesLevelValidator = vine.create({
  bandId: vine.number().withoutDecimals().min(1).max(999_999_999).nullable(),
})
