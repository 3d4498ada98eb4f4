import type { BlockDependency, FormBlock, FormDefinition, FormValues } from './blocks.js'
import { isNothing } from './rules.js'

/*
 * Conditional blocks (spec 001 §3.10 "dependencies: keys plus a visibility rule"; §5.1
 * "Conditional blocks enter values only when their dependency passes"). A block is shown when its
 * rule holds for every key; a key whose own block is hidden counts as unanswered, so hiding a
 * block also hides what depends on it.
 */
function matches(value: unknown, expected: string | number | boolean) {
  return Array.isArray(value) ? value.includes(expected) : value === expected
}

function ruleHolds(rule: BlockDependency['rule'], value: unknown): boolean {
  switch (rule.kind) {
    case 'equals':
      return matches(value, rule.value)
    case 'one-of':
      return rule.values.some((expected) => matches(value, expected))
    case 'filled':
      return !isNothing(value)
    case 'not-filled':
      return isNothing(value)
  }
}

/** Names of the blocks shown for these values (display-only blocks included). */
export function visibleNames(definition: FormDefinition, values: FormValues): Set<string> {
  const byName = new Map(definition.blocks.map((block) => [block.name, block]))
  const known = new Map<string, boolean>()
  const isShown = (block: FormBlock): boolean => {
    const cached = known.get(block.name)
    if (cached !== undefined) return cached
    const dependency = block.dependencies
    // defineForm refuses cycles and unknown keys, so this recursion ends.
    const shown =
      !dependency ||
      dependency.keys.every((key) => {
        const source = byName.get(key)
        const value = source && isShown(source) ? values[key] : undefined
        return ruleHolds(dependency.rule, value)
      })
    known.set(block.name, shown)
    return shown
  }
  return new Set(definition.blocks.filter(isShown).map((block) => block.name))
}

/** The blocks shown for these values, in order (spec 001 §5.1). */
export function visibleBlocks(definition: FormDefinition, values: FormValues): FormBlock[] {
  const shown = visibleNames(definition, values)
  return definition.blocks.filter((block) => shown.has(block.name))
}
