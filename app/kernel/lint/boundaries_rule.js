/*
 * ESLint rule enforcing the architecture's boundaries (DESIGN.md):
 *   - modules never import programs;
 *   - programs never import other programs;
 *   - across contexts (modules/<a> -> modules/<b>, programs/<p> -> modules/<b>) only through
 *     modules/<b>/index.ts; tests may also use another context's test factories
 *     (modules/<b>/tests/factories.ts).
 * Aliases (#modules/..., #programs/...) and relative paths are both resolved.
 */
import path from 'node:path'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..')

function locate(absolutePath) {
  const relative = path.relative(ROOT, absolutePath).split(path.sep).join('/')
  const match = relative.match(/^(modules|programs)\/([^/]+)(?:\/(.*))?$/)
  if (!match) return null
  return { kind: match[1], name: match[2], rest: match[3] ?? '' }
}

function resolveTarget(source, filename) {
  if (source.startsWith('#modules/')) return path.join(ROOT, 'modules', source.slice('#modules/'.length))
  if (source.startsWith('#programs/')) return path.join(ROOT, 'programs', source.slice('#programs/'.length))
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source)
  return null
}

const isIndex = (rest) => /^index(\.(ts|js))?$/.test(rest)
const isTestFactories = (rest) => /^tests\/factories(\.(ts|js))?$/.test(rest)
const isTestFile = (rest) => rest.startsWith('tests/')

export function boundaryViolation(source, filename) {
  const from = locate(path.resolve(filename))
  const targetPath = resolveTarget(source, path.resolve(filename))
  if (!from || !targetPath) return null
  const to = locate(targetPath)
  if (!to) return null
  if (from.kind === to.kind && from.name === to.name) return null
  if (from.kind === 'modules' && to.kind === 'programs') {
    return `Modules never import programs (modules/${from.name} imports programs/${to.name}).`
  }
  if (from.kind === 'programs' && to.kind === 'programs') {
    return `Programs never import other programs (programs/${from.name} imports programs/${to.name}).`
  }
  if (to.kind === 'modules' && isTestFactories(to.rest) && isTestFile(from.rest)) return null
  if (to.kind === 'modules' && !isIndex(to.rest)) {
    return `Import modules/${to.name} only through its public surface "#modules/${to.name}/index" (not "${source}").`
  }
  return null
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce module and program boundaries' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return
      const message = boundaryViolation(node.source.value, context.filename)
      if (message) context.report({ node: node.source, message })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
