/* Languages a learner or tutor can list on their profile (ISO 639-1), named by CLDR. */
export const LANGUAGE_CODES = [
  'en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'uk', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'pa', 'gu',
  'mr', 'ta', 'te', 'kn', 'ml', 'ne', 'si', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'tl', 'sw', 'am', 'yo', 'ig',
  'ha', 'zu', 'el', 'ro', 'hu', 'cs', 'sk', 'sv', 'no', 'da', 'fi', 'ht', 'so',
]

const names = new Intl.DisplayNames(['en'], { type: 'language' })

export const LANGUAGES = LANGUAGE_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
  a.name.localeCompare(b.name)
)
