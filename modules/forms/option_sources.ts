import type { FormOption } from './shared/index.js'

/*
 * Where a select-async block's options come from (spec 002 §9 "async select 100 ms"): a source
 * registered by the module that owns the data (catalog's 'topics'), searched through
 * GET /forms/options/:source?q= and asked again on submit, so a value the viewer could not have
 * found is refused.
 */
export type OptionViewer = { id: number }

export type OptionSource = {
  /** Options matching the typed text that this viewer may see (at most OPTION_RESULTS_MAX used). */
  search(query: string, viewer: OptionViewer): Promise<FormOption[]>
  /** The option with this value if this viewer may choose it, else null. */
  find(value: string, viewer: OptionViewer): Promise<FormOption | null>
}

/** Decision: a search answers at most 20 options (the dropdown shows them without scrolling far). */
export const OPTION_RESULTS_MAX = 20
export const OPTION_QUERY_MAX_LENGTH = 100

const sources = new Map<string, OptionSource>()
const SOURCE_NAME = /^[a-z][a-z0-9-]{0,39}$/

export function registerOptionSource(name: string, source: OptionSource) {
  if (!SOURCE_NAME.test(name)) throw new Error(`Option source "${name}" must be lower-case words joined by hyphens`)
  const existing = sources.get(name)
  if (existing && existing !== source) throw new Error(`Option source "${name}" is already registered`)
  sources.set(name, source)
}

export function optionSource(name: string): OptionSource | undefined {
  return sources.get(name)
}

export async function searchOptions(source: OptionSource, query: string, viewer: OptionViewer): Promise<FormOption[]> {
  const options = await source.search(query.trim().slice(0, OPTION_QUERY_MAX_LENGTH), viewer)
  return options.slice(0, OPTION_RESULTS_MAX)
}
