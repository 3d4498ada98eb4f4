/*
 * The seasonal logo (spec 000 §2.3): Valentine's Feb 14-16, the birthday Mar 21-23 and
 * Halloween Oct 29-31, inclusive, in the viewer's local date. Pure: server tests import it.
 */
export type SeasonalLogo = 'default' | 'valentines' | 'birthday' | 'halloween'

const SEASONS: Array<{
  logo: Exclude<SeasonalLogo, 'default'>
  month: number
  firstDay: number
  lastDay: number
}> = [
  { logo: 'valentines', month: 2, firstDay: 14, lastDay: 16 },
  { logo: 'birthday', month: 3, firstDay: 21, lastDay: 23 },
  { logo: 'halloween', month: 10, firstDay: 29, lastDay: 31 },
]

export function seasonalLogo(date: Date): SeasonalLogo {
  const month = date.getMonth() + 1
  const day = date.getDate()
  const season = SEASONS.find((s) => s.month === month && day >= s.firstDay && day <= s.lastDay)
  return season?.logo ?? 'default'
}
