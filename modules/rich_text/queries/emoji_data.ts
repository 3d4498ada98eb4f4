import { readFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { EMOJI_DATA_VERSION, type EmojiData } from '../shared/index.js'

type EmojiMartSet = {
  categories: { id: string; emojis: string[] }[]
  emojis: Record<string, { id: string; name: string; keywords: string[]; skins: { native: string }[] }>
}

let built: Promise<{ body: string; etag: string }> | null = null

/**
 * The emoji picker's data (spec 002 §7 "Emoji data: GET of a static json file"): the native set of
 * @emoji-mart/data trimmed to what the picker shows (categories; per emoji its name, character and
 * search words): 149 KB instead of 433 KB. Built once per process from the installed package, so
 * nothing generated is committed and the file always matches the package version.
 */
export function emojiData() {
  built ??= (async () => {
    const source = await readFile(new URL(import.meta.resolve('@emoji-mart/data/sets/15/native.json')), 'utf8')
    const set = JSON.parse(source) as EmojiMartSet
    const data: EmojiData = {
      version: EMOJI_DATA_VERSION,
      categories: set.categories.map(({ id, emojis }) => ({ id, emojis })),
      emojis: Object.fromEntries(
        Object.values(set.emojis).map((emoji) => [emoji.id, [emoji.name, emoji.skins[0]?.native ?? '', emoji.keywords.join(' ')]])
      ),
    }
    const body = JSON.stringify(data)
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
  })()
  built.catch(() => {
    built = null
  })
  return built
}
