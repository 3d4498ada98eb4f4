/*
 * spec 001 §5.5: a browser time zone outside the supported list goes through an alias table,
 * else UTC. The supported list is the runtime's canonical IANA list (what Luxon can render).
 */

export const TIMEZONE_ALIASES: Readonly<Record<string, string>> = {
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Pacific': 'America/Los_Angeles',
  'US/Alaska': 'America/Anchorage',
  'US/Hawaii': 'Pacific/Honolulu',
  'US/Arizona': 'America/Phoenix',
  'US/East-Indiana': 'America/Indiana/Indianapolis',
  'US/Michigan': 'America/Detroit',
  'Canada/Eastern': 'America/Toronto',
  'Canada/Central': 'America/Winnipeg',
  'Canada/Mountain': 'America/Edmonton',
  'Canada/Pacific': 'America/Vancouver',
  'Canada/Atlantic': 'America/Halifax',
  'Canada/Newfoundland': 'America/St_Johns',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'GB': 'Europe/London',
  'GMT': 'UTC',
  'Etc/GMT': 'UTC',
  'Etc/UTC': 'UTC',
  'Etc/Universal': 'UTC',
  'Universal': 'UTC',
  'Zulu': 'UTC',
  'Japan': 'Asia/Tokyo',
  'Singapore': 'Asia/Singapore',
  'Hongkong': 'Asia/Hong_Kong',
  'PRC': 'Asia/Shanghai',
  'ROK': 'Asia/Seoul',
  'Australia/ACT': 'Australia/Sydney',
  'Australia/NSW': 'Australia/Sydney',
  'Australia/Victoria': 'Australia/Melbourne',
  'Australia/Queensland': 'Australia/Brisbane',
  'Australia/West': 'Australia/Perth',
  'NZ': 'Pacific/Auckland',
  'Brazil/East': 'America/Sao_Paulo',
  'Mexico/General': 'America/Mexico_City',
}

function isRenderable(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/*
 * The runtime's list, plus the current IANA names the alias table points to (some ICU builds
 * list only the older names, e.g. Asia/Calcutta but not Asia/Kolkata).
 */
export const SUPPORTED_TIMEZONES: ReadonlySet<string> = new Set(
  [...Intl.supportedValuesOf('timeZone'), 'UTC', ...Object.values(TIMEZONE_ALIASES)].filter(isRenderable)
)

export function normalizeTimezone(zone: string | null | undefined): string {
  if (!zone) return 'UTC'
  if (SUPPORTED_TIMEZONES.has(zone)) return zone
  const alias = TIMEZONE_ALIASES[zone]
  if (alias && SUPPORTED_TIMEZONES.has(alias)) return alias
  return 'UTC'
}
