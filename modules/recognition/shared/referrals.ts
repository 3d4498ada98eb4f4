/*
 * Referral links (issue 11 §3): "a ref query parameter is kept in a cookie for 7 days (values under
 * 128 bytes, 'Please keep the value of ephemeral storage (cookies) less than 128 bytes')".
 */
export const REFERRAL_COOKIE = 'ref'
export const REFERRAL_COOKIE_DAYS = 7
export const COOKIE_VALUE_MAX_BYTES = 128
export const COOKIE_VALUE_TOO_LONG = 'Please keep the value of ephemeral storage (cookies) less than 128 bytes'

/** A referral code as the cookie keeps it: letters, digits, '-' and '_' only, under 128 bytes. */
export function referralCookieValue(ref: string): { value: string } | { error: string } | null {
  const value = ref.trim()
  if (new TextEncoder().encode(value).length >= COOKIE_VALUE_MAX_BYTES) return { error: COOKIE_VALUE_TOO_LONG }
  return /^[A-Za-z0-9_-]+$/.test(value) ? { value } : null
}
