import { randomInt } from 'node:crypto'

/*
 * Join codes (issue 18 §3): 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U,
 * 5/S, 2/Z; README "Join codes"), shown as "ABCD-EFGH". What a learner types is normalised before
 * it is looked up: case, spaces and dashes do not matter. 26^8 ≈ 2.1e11 codes.
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRTVWXY346789'
export const JOIN_CODE_LENGTH = 8

/** A fresh random code (uniqueness is the caller's: the column is unique). */
export function generateJoinCode(random: (max: number) => number = randomInt): string {
  let code = ''
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[random(JOIN_CODE_ALPHABET.length)]
  return code
}

/** What a learner typed, as stored ("abcd efgh", "ABCD-EFGH" → "ABCDEFGH"), or null when it cannot be a code. */
export function normaliseJoinCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]+/g, '')
  if (code.length !== JOIN_CODE_LENGTH) return null
  for (const char of code) if (!JOIN_CODE_ALPHABET.includes(char)) return null
  return code
}

/** "ABCDEFGH" → "ABCD-EFGH", easier to read aloud and copy from a board. */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`
}
