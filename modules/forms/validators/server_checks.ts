import { FORM_MESSAGES, type FormBlock } from '../shared/index.js'
import { optionSource } from '../option_sources.js'

/*
 * What only the server can check about a value that passed the shared rules: that an async
 * option is one the source would offer this viewer, and (after the uploads and rich text merges)
 * that uploads are the viewer's own and documents are well formed.
 */
export type FormCheckMeta = {
  viewer: { id: number } | null
  /** Filled with the ids of the viewer's uploads the values point at. */
  uploadIds: Set<number>
}

export async function serverCheck(block: FormBlock, value: unknown, meta: Partial<FormCheckMeta>): Promise<string | null> {
  const viewer = meta.viewer ?? null
  switch (block.type) {
    case 'select-async': {
      const source = optionSource(block.source)
      if (!source || !viewer || typeof value !== 'string') return FORM_MESSAGES.choice
      return (await source.find(value, viewer)) ? null : FORM_MESSAGES.choice
    }
    default:
      return null
  }
}
