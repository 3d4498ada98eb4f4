/*
 * Phone numbers for text messages (spec 001 §3.1 phone_number; spec 002 §9 "phone is a string of
 * 10 to 15 characters"). Spaces, dashes, dots and brackets people type are dropped; what is kept
 * is an optional leading + and 10 to 15 digits.
 */
export const PHONE_MESSAGES = {
  format: 'Please enter a phone number of 10 to 15 digits, with the country code.',
  inUse: 'This phone number is already in use.',
  wrongCode: 'That code is not right. Check the text message and try again.',
  expired: 'That code has expired. Send a new one.',
  tooSoon: 'A code was sent less than a minute ago. Please wait before asking for another.',
} as const

export function normalizePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '')
  return /^\+?\d{10,15}$/.test(compact) ? compact : null
}

