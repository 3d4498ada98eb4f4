import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import WebsiteSetting from './models/website_setting.js'

/*
 * spec 001 §3.5 website_settings: the keys that exist so far, their types and defaults.
 * Other keys of §3.5 (featured-certified-tutors, digest-email-details, session-audit-tags,
 * ineligible PSAT ids, user-admin-message-templates, the 2023 leaderboard) come with the
 * capabilities that read them.
 *
 * `slack-links` is not in §3.5's list; it backs the "Settings: Slack Links" page of spec 000 §2.6.
 */
export type MarketingSource = { slug: string; label: string }
export type SlackLink = { label: string; url: string }

export type WebsiteSettings = {
  /** When true, finishing onboarding leaves an account unapproved until staff review it. */
  'require-registration-account-approval': boolean
  /** Public counts shown on the marketing pages; null = computed automatically. */
  'public-count-tutors': number | null
  'public-count-learners': number | null
  'public-count-sessions': number | null
  /** Session ids featured on the home page, in order. */
  'featured-sessions': number[]
  /** Choices for "How did you hear about us?" (user.marketing_source, spec 001 §3.1). */
  'marketing-sources': MarketingSource[]
  /** Links to the community Slack channels (https only). */
  'slack-links': SlackLink[]
}

export type WebsiteSettingKey = keyof WebsiteSettings

export const WEBSITE_SETTING_DEFAULTS: { readonly [K in WebsiteSettingKey]: WebsiteSettings[K] } = {
  'require-registration-account-approval': false,
  'public-count-tutors': null,
  'public-count-learners': null,
  'public-count-sessions': null,
  'featured-sessions': [],
  'marketing-sources': [],
  'slack-links': [],
}

export const WEBSITE_SETTING_KEYS = Object.keys(WEBSITE_SETTING_DEFAULTS) as WebsiteSettingKey[]

const isCount = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0)

const isHttpsUrl = (value: unknown) => {
  if (typeof value !== 'string') return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/* Shape checks for stored values: a value edited by hand that no longer fits reads as the default. */
const SHAPES: { [K in WebsiteSettingKey]: (value: unknown) => value is WebsiteSettings[K] } = {
  'require-registration-account-approval': (value): value is boolean => typeof value === 'boolean',
  'public-count-tutors': isCount,
  'public-count-learners': isCount,
  'public-count-sessions': isCount,
  'featured-sessions': (value): value is number[] =>
    Array.isArray(value) && value.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0),
  'marketing-sources': (value): value is MarketingSource[] =>
    Array.isArray(value) && value.every((item) => typeof item?.slug === 'string' && typeof item?.label === 'string'),
  'slack-links': (value): value is SlackLink[] =>
    Array.isArray(value) && value.every((item) => typeof item?.label === 'string' && isHttpsUrl(item?.url)),
}

function parse<K extends WebsiteSettingKey>(key: K, text: string | null | undefined): WebsiteSettings[K] {
  const fallback = structuredClone(WEBSITE_SETTING_DEFAULTS[key]) as WebsiteSettings[K]
  if (text === null || text === undefined) return fallback
  try {
    const value: unknown = JSON.parse(text)
    return SHAPES[key](value) ? value : fallback
  } catch {
    return fallback
  }
}

/** A website setting's value, or its default when unset (spec 001 §3.5). */
export async function getWebsiteSetting<K extends WebsiteSettingKey>(
  key: K,
  options: { client?: TransactionClientContract } = {}
): Promise<WebsiteSettings[K]> {
  const row = await WebsiteSetting.query({ client: options.client }).where('key', key).first()
  return parse(key, row?.value)
}

/** Several settings in one query. */
export async function getWebsiteSettings<K extends WebsiteSettingKey>(
  keys: readonly K[],
  options: { client?: TransactionClientContract } = {}
): Promise<{ [P in K]: WebsiteSettings[P] }> {
  const rows = await WebsiteSetting.query({ client: options.client }).whereIn('key', [...keys] as string[])
  const byKey = new Map(rows.map((row) => [row.key, row.value]))
  const result = {} as { [P in K]: WebsiteSettings[P] }
  for (const key of keys) result[key] = parse(key, byKey.get(key))
  return result
}
