import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/*
 * The hook catalogue's contract (issue 8 §3): every event in HookEvents has an emitter
 * (`emit('<name>'`) and every filter in HookFilters a caller (`ask('<name>'`) in the source of
 * modules/, programs/ or app/ — tests do not count. A hook nobody emits or asks is a promise
 * the kernel does not keep: emit it, or take it out of the catalogue.
 */
const root = app.makePath()
const SCANNED = ['modules', 'programs', 'app']

/** The property names of a type alias or interface declared in a TypeScript file. */
function catalogue(file: string, typeName: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  for (const statement of source.statements) {
    const members =
      ts.isTypeAliasDeclaration(statement) && statement.name.text === typeName && ts.isTypeLiteralNode(statement.type)
        ? statement.type.members
        : ts.isInterfaceDeclaration(statement) && statement.name.text === typeName
          ? statement.members
          : null
    if (!members) continue
    return members.flatMap((member) => (member.name && (ts.isStringLiteral(member.name) || ts.isIdentifier(member.name)) ? [member.name.text] : []))
  }
  throw new Error(`${typeName} is not declared in ${file}`)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return ['node_modules', 'tests'].includes(entry.name) ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The names no source calls `<verb>('<name>'` for. */
function orphans(names: string[], verb: 'emit' | 'ask', sources: string[]) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return names.filter((name) => !sources.some((text) => new RegExp(`\\b${verb}\\(\\s*['"\`]${escape(name)}['"\`]`).test(text)))
}

const hooksFile = app.makePath('app/kernel/hooks.ts')
const sources = SCANNED.flatMap((dir) => sourceFiles(join(root, dir))).map((file) => readFileSync(file, 'utf8'))

test.group('Hook contract', () => {
  test('every event in HookEvents has an emitter', ({ assert }) => {
    const events = catalogue(hooksFile, 'HookEvents')
    assert.isAbove(events.length, 0)
    const missing = orphans(events, 'emit', sources)
    assert.deepEqual(missing, [], `events nobody emits: ${missing.join(', ')}`)
  })

  test('every filter in HookFilters has a caller', ({ assert }) => {
    const filters = catalogue(hooksFile, 'HookFilters')
    assert.isAbove(filters.length, 0)
    const missing = orphans(filters, 'ask', sources)
    assert.deepEqual(missing, [], `filters nobody asks: ${missing.join(', ')}`)
  })

  test('the scan names an orphan, and only a call with that exact name counts', ({ assert }) => {
    const fake = [`await hooks.emit(\n  'series.created', payload, { client })`, `hooks.ask('series.canHost', subject)`, `// emit('session.ended')x`]
    assert.deepEqual(orphans(['series.created', 'series.create', 'session.ended.later'], 'emit', fake), ['series.create', 'session.ended.later'])
    assert.deepEqual(orphans(['series.canHost', 'series.canRegister'], 'ask', fake), ['series.canRegister'])
  })
})
