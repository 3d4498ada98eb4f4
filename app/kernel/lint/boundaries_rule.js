/*
 * ESLint rule enforcing the architecture's boundaries (DESIGN.md):
 *   - app/ (the platform) never imports a module;
 *   - layers (start/modules.ts, lowest first): a module imports only modules of lower layers, so
 *     no cycle can form; a lower layer reaches a higher one only through a hook;
 *   - modules never import programs;
 *   - programs never import other programs;
 *   - across contexts (modules/<a> -> modules/<b>, programs/<p> -> modules/<b>) only through
 *     modules/<b>/index.ts (server surface), modules/<b>/shared/index.ts (isomorphic surface) or,
 *     from browser code, modules/<b>/ui/index.ts (browser surface); tests may also use another
 *     context's test factories (modules/<b>/tests/factories.ts);
 *   - server code never imports browser code (a ui/ folder);
 *   - shared/ folders are isomorphic (run on the server and in the browser): they import only
 *     shared/ code and npm packages, never server aliases (#app, #kernel...) or ui/.
 * Aliases (#modules/..., #programs/...) and relative paths are both resolved.
 */
import path from 'node:path'
// Node >= 23.6 strips the types of this plain-data TypeScript file itself.
import { MODULE_LAYERS } from '../../../start/modules.ts'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..')

const LAYER = new Map(MODULE_LAYERS.flatMap((names, index) => names.map((name) => [name, index])))

function locate(absolutePath) {
  const relative = path.relative(ROOT, absolutePath).split(path.sep).join('/')
  if (relative.startsWith('app/')) return { kind: 'app', name: 'app', rest: relative.slice(4) }
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
const isSharedIndex = (rest) => /^shared\/index(\.(ts|js))?$/.test(rest)
const isUiIndex = (rest) => /^ui\/index(\.(ts|tsx|js))?$/.test(rest)
const isUi = (rest) => rest.startsWith('ui/')
const isShared = (rest) => rest.startsWith('shared/')
const isTestFactories = (rest) => /^tests\/factories(\.(ts|js))?$/.test(rest)
const isTestFile = (rest) => rest.startsWith('tests/')

export function boundaryViolation(source, filename) {
  const from = locate(path.resolve(filename))
  if (from && from.kind !== 'app' && isShared(from.rest) && source.startsWith('#') && !source.startsWith('#modules/')) {
    return `shared/ code runs in the browser too: ${from.kind}/${from.name}/${from.rest} may not import "${source}" (server code).`
  }
  const targetPath = resolveTarget(source, path.resolve(filename))
  if (!from || !targetPath) return null
  const to = locate(targetPath)
  if (!to) return null
  if (to.kind !== 'app' && isUi(to.rest) && !isUi(from.rest)) {
    return `Server code never imports browser code (${from.kind}/${from.name}/${from.rest} imports ${to.kind}/${to.name}/${to.rest}).`
  }
  if (isShared(from.rest) && !(to.kind !== 'app' && isShared(to.rest))) {
    return `shared/ code runs in the browser too: it imports only shared/ code (${from.kind}/${from.name}/${from.rest} imports ${to.kind}/${to.name}/${to.rest}).`
  }
  if (from.kind === to.kind && from.name === to.name) return null
  if (from.kind === 'app' && to.kind !== 'app') {
    return `app/ never imports ${to.kind}/ (app/${from.rest} imports ${to.kind}/${to.name}): register a hook or registration point the ${to.kind === 'modules' ? 'module' : 'program'} fills.`
  }
  if (from.kind === 'app' || to.kind === 'app') return null
  if (from.kind === 'modules' && to.kind === 'programs') {
    return `Modules never import programs (modules/${from.name} imports programs/${to.name}).`
  }
  if (from.kind === 'programs' && to.kind === 'programs') {
    return `Programs never import other programs (programs/${from.name} imports programs/${to.name}).`
  }
  if (from.kind === 'modules' && to.kind === 'modules') {
    for (const name of [from.name, to.name]) {
      if (!LAYER.has(name)) return `modules/${name} is not listed in start/modules.ts (every module has a layer).`
    }
    if (LAYER.get(to.name) >= LAYER.get(from.name)) {
      const same = LAYER.get(to.name) === LAYER.get(from.name)
      return `Layer order (start/modules.ts): modules/${from.name} may not import modules/${to.name} (${same ? 'same layer' : 'a higher layer'}). A lower layer reaches a higher one only through a hook the higher one fills.`
    }
  }
  if (to.kind === 'modules' && isTestFactories(to.rest) && isTestFile(from.rest)) return null
  if (to.kind === 'modules' && isSharedIndex(to.rest)) return null
  if (to.kind === 'modules' && isUiIndex(to.rest) && isUi(from.rest)) return null
  if (to.kind === 'modules' && !isIndex(to.rest)) {
    return `Import modules/${to.name} only through its public surfaces "#modules/${to.name}/index" (server), "modules/${to.name}/shared/index" (isomorphic) or, from ui/, "modules/${to.name}/ui/index" (not "${source}").`
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
