/* The isomorphic surface of partners: the choices of a partner entry and the landing slug rule. */
export const PARTNER_KINDS = ['university', 'state', 'organisation'] as const
export type PartnerKind = (typeof PARTNER_KINDS)[number]

export const PARTNER_KIND_LABELS: Record<PartnerKind, string> = {
  university: 'University',
  state: 'State',
  organisation: 'Organisation',
}

/** The logo's display size on /partnerships (spec 001 §3.10 "size"). */
export const PARTNER_SIZES = ['small', 'medium', 'large'] as const
export type PartnerSize = (typeof PARTNER_SIZES)[number]

/** Logo heights in pixels per size. */
export const LOGO_HEIGHTS: Record<PartnerSize, number> = { small: 40, medium: 64, large: 96 }

/**
 * A landing page's partner slug: its address (/partners/{slug}) and its referral code, so it must
 * also pass recognition's cookie rule (letters, digits, '-', '_', under 128 bytes) and fit the
 * referral_code column (40).
 */
export const LANDING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const LANDING_SLUG_MAX = 40

export const PARTNER_MESSAGES = {
  httpsOnly: 'Use an https:// address.',
  slugFormat: 'Use lowercase letters, digits and single hyphens (for example state-of-ohio).',
  slugTaken: 'This slug is already used by another landing page or referral code.',
  alreadyActive: 'This partner is already shown.',
  alreadyInactive: 'This partner is already hidden.',
  cannotMove: 'This partner cannot move further that way.',
} as const
