/*
 * The emoji picker's data file (queries/emoji_data.ts builds it): its URL carries this version,
 * so it can be cached for a year and a new trimming or emoji set gets a new address.
 */
export const EMOJI_DATA_VERSION = '15-1'

export type EmojiData = {
  version: string
  categories: { id: string; emojis: string[] }[]
  /** id → [name, the emoji, search words] */
  emojis: Record<string, [string, string, string]>
}
