/** 1st, 2nd, 3rd, 4th; 11th, 12th and 13th (and 111th...) use th (spec 001 §5.1 "Ordinals"). */
export function ordinal(n: number): string {
  if (!Number.isInteger(n)) throw new Error(`ordinal() needs a whole number, got ${n}`)
  const lastTwo = Math.abs(n) % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`
  const suffix = ['th', 'st', 'nd', 'rd'][Math.abs(n) % 10] ?? 'th'
  return `${n}${suffix}`
}
