import vine from '@vinejs/vine'
import { SLUG_PATTERN } from './templates.js'

export const FEATURED_SESSIONS_MAX = 12
export const MARKETING_SOURCES_MAX = 50
export const SLACK_LINKS_MAX = 20

const publicCount = () => vine.number().withoutDecimals().min(0).max(100_000_000).nullable()

/* spec 001 §3.5 website_settings on "Settings: Website". */
export const websiteSettingsValidator = vine.create({
  requireRegistrationAccountApproval: vine.boolean(),
  publicCountTutors: publicCount(),
  publicCountLearners: publicCount(),
  publicCountSessions: publicCount(),
  featuredSessions: vine.array(vine.number().withoutDecimals().min(1)).maxLength(FEATURED_SESSIONS_MAX).distinct(),
})

export const marketingSourcesValidator = vine.create({
  sources: vine
    .array(
      vine.object({
        slug: vine.string().trim().toLowerCase().minLength(2).maxLength(60).regex(SLUG_PATTERN),
        label: vine.string().trim().minLength(2).maxLength(80),
      })
    )
    .maxLength(MARKETING_SOURCES_MAX)
    .distinct('slug'),
})

/* Slack links: https only (a staff-entered link is shown to learners). */
export const slackLinksValidator = vine.create({
  links: vine
    .array(
      vine.object({
        label: vine.string().trim().minLength(2).maxLength(80),
        url: vine.string().trim().maxLength(500).url({ protocols: ['https'], require_protocol: true }),
      })
    )
    .maxLength(SLACK_LINKS_MAX),
})
