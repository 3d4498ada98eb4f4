import vine from '@vinejs/vine'
import { BADGE_KEYS } from '#modules/recognition/shared/index'
import { LEADERBOARD_PERIODS } from '../queries/leaderboard.js'

export const awardBadgeValidator = vine.create({ badge: vine.enum(BADGE_KEYS) })

export const leaderboardQueryValidator = vine.create({ period: vine.enum(LEADERBOARD_PERIODS).optional() })

export const leaderboardPreferenceValidator = vine.create({ optOut: vine.boolean() })

export const acknowledgementKeyValidator = vine.create({ key: vine.string().maxLength(80).regex(/^[a-z0-9_:]+$/) })
