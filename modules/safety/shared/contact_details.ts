/*
 * Contact-detail detection (issue 13 §4 ★): phone numbers, e-mail addresses, social handles and
 * links to off-platform chat or meeting services in text written between a minor and an adult,
 * so the writer's message can be held for review instead of delivered. Pure: the server decides,
 * the browser may warn with the same rule.
 *
 * Tuned against the false positives of a tutoring chat: times (10:30), prices ($1,250.00), years
 * and year lists (2019 2020 2021), dates (2024-05-01), scores (21-15), page numbers, equations.
 * Decisions: a phone is 10–15 digits (a leading + with 8–15), or 7 digits written 3-4 (555-1234);
 * grouped digits must look like a phone's groups (no group of one or two digits unless the
 * number starts with + or a country code 1); ordinary web links are allowed — only links to chat,
 * social and meeting services count (a link to Khan Academy is homework, a wa.me link is a
 * private channel).
 */
export type ContactDetailKind = 'phone' | 'email' | 'handle' | 'link'
export type ContactDetail = { kind: ContactDetailKind; match: string }

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|\s*[([]\s*at\s*[)\]]\s*)[A-Za-z0-9-]+(?:(?:\.|\s*[([]\s*dot\s*[)\]]\s*)[A-Za-z0-9-]+)*(?:\.|\s*[([]\s*dot\s*[)\]]\s*)[A-Za-z]{2,}/g

/** Digits with the separators people put in phone numbers (no ':' or ',' : times and prices). */
const DIGIT_RUN = /(?<![\w$€£¥.,:/-])\+?\(?\d[\d\s().-]{5,22}\d(?![\w%:/]|[.,]\d)/g

const PLATFORMS = 'snapchat|snap|instagram|insta|ig|discord|tiktok|telegram|whatsapp|kik|twitter|facebook|fb|messenger|skype|wechat'
/** "my insta is jane_doe", "snap: jane.d", "discord - jane#1234": a platform, then a separator, then a name. */
const PLATFORM_HANDLE = new RegExp(`\\b(?:${PLATFORMS})\\s*(?::|-|\\bis\\b|@)\\s*@?([A-Za-z0-9_.#]{3,32})`, 'gi')
/** "@jane_doe" written as text (the editor's mentions are nodes, not text). */
const AT_HANDLE = /(?<![\w@.])@([A-Za-z0-9_][A-Za-z0-9_.]{2,29})(?![\w@])/g

const CHAT_HOSTS = [
  'wa.me',
  'whatsapp.com',
  't.me',
  'telegram.me',
  'telegram.org',
  'discord.gg',
  'discord.com',
  'discordapp.com',
  'snapchat.com',
  'instagram.com',
  'tiktok.com',
  'facebook.com',
  'fb.com',
  'm.me',
  'messenger.com',
  'kik.me',
  'signal.me',
  'twitter.com',
  'x.com',
  'zoom.us',
  'meet.google.com',
  'teams.microsoft.com',
  'teams.live.com',
  'whereby.com',
  'skype.com',
  'join.skype.com',
]
const LINK = /\b(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,})(\/[^\s]*)?/gi

const WORDS_NOT_HANDLES = new Set(['the', 'and', 'you', 'not', 'for', 'this', 'that', 'here', 'there', 'with'])

function digitsOf(text: string) {
  return text.replace(/\D/g, '')
}

const looksLikeYear = (group: string) => /^(?:19|20)\d\d$/.test(group)

function isPhone(candidate: string): boolean {
  const trimmed = candidate.trim()
  const digits = digitsOf(trimmed)
  const international = trimmed.startsWith('+')
  if (international) return digits.length >= 8 && digits.length <= 15
  const groups = trimmed.split(/[\s().-]+/).filter(Boolean)
  // Years, dates and lists of years: 2019 2020 2021, 2024-05-01, 1990-2000.
  if (groups.every((group) => group.length === 4 && looksLikeYear(group))) return false
  if (groups.length === 3 && looksLikeYear(groups[0]) && groups[1].length <= 2 && groups[2].length <= 2) return false
  if (digits.length === 7) return groups.length === 2 && groups[0].length === 3 && groups[1].length === 4
  if (digits.length < 10 || digits.length > 15) return false
  if (groups.length === 1) return true
  // Scores and short lists (21 15 18 21 15): phone groups are 3 or more digits, except a leading country code 1.
  return groups.every((group, index) => group.length >= 3 || (index === 0 && group === '1'))
}

function hostIsChat(host: string) {
  const lower = host.toLowerCase()
  return CHAT_HOSTS.some((chat) => lower === chat || lower.endsWith(`.${chat}`))
}

function collect(pattern: RegExp, text: string, accept: (match: RegExpExecArray) => string | null, kind: ContactDetailKind, found: ContactDetail[]) {
  for (const match of text.matchAll(pattern)) {
    const value = accept(match as RegExpExecArray)
    if (value !== null) found.push({ kind, match: value })
  }
}

/** Every contact detail in the text, in order of kind (e-mail, link, handle, phone). */
export function findContactDetails(text: string): ContactDetail[] {
  const found: ContactDetail[] = []
  collect(EMAIL, text, (m) => m[0].trim(), 'email', found)
  // What an e-mail address already covered is not looked at again as a link or a handle.
  let rest = text.replace(EMAIL, ' ')
  collect(LINK, rest, (m) => (hostIsChat(m[1]) ? m[0] : null), 'link', found)
  rest = rest.replace(LINK, (link, host: string) => (hostIsChat(host) ? ' ' : link))
  collect(PLATFORM_HANDLE, rest, (m) => (WORDS_NOT_HANDLES.has(m[1].toLowerCase()) || /^\d+$/.test(m[1]) ? null : m[0].trim()), 'handle', found)
  collect(AT_HANDLE, rest, (m) => (/^\d+$/.test(m[1]) ? null : m[0]), 'handle', found)
  collect(DIGIT_RUN, rest, (m) => (isPhone(m[0]) ? m[0].trim() : null), 'phone', found)
  return found
}
