import type { FormDefinition, FormValues } from '../shared/index.js'
import { optionSource, type OptionViewer } from '../option_sources.js'

/**
 * The labels of a stored response's select-async answers, asked of their sources for this viewer
 * (the stored value is the option's value, e.g. a topic id; an option the viewer may no longer see
 * keeps showing its value).
 */
export async function optionLabels(definition: FormDefinition, values: FormValues, viewer: OptionViewer): Promise<Record<string, string>> {
  const labels: Record<string, string> = {}
  for (const block of definition.blocks) {
    const value = values[block.name]
    if (block.type !== 'select-async' || typeof value !== 'string' || value === '') continue
    const option = await optionSource(block.source)?.find(value, viewer)
    if (option) labels[block.name] = option.label
  }
  return labels
}
