import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'
import { ESLint } from 'eslint'

/*
 * Architecture boundaries (DESIGN.md, enforced by app/kernel/lint/boundaries_rule.js):
 *   - modules never import programs;
 *   - programs never import other programs;
 *   - across contexts only through modules/<b>/index.
 * The rule is a plain JS file without type declarations, so it is loaded through a
 * non-literal dynamic import (typed by hand below).
 */
type BoundaryViolation = (source: string, filename: string) => string | null

const ROOT = app.appRoot.pathname.replace(/\/$/, '')
const RULE_PATH = '../../app/kernel/lint/boundaries_rule.js'

async function loadRule(): Promise<BoundaryViolation> {
  const mod = (await import(RULE_PATH)) as { boundaryViolation: BoundaryViolation }
  return mod.boundaryViolation
}

const IDENTITY_FILE = `${ROOT}/modules/identity/x.ts`
const PROGRAM_A_FILE = `${ROOT}/programs/a/x.ts`
const SERIES_FILE = `${ROOT}/modules/series/x.ts`

test.group('boundaryViolation: modules never import programs', () => {
  test('#programs alias from a module is a violation', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    const message = boundaryViolation('#programs/foo/program', IDENTITY_FILE)
    assert.isString(message)
    assert.include(message!, 'Modules never import programs')
    assert.include(message!, 'modules/identity')
    assert.include(message!, 'programs/foo')
  })

  test('a relative path into programs from a module is a violation', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.include(boundaryViolation('../../programs/foo/program.js', IDENTITY_FILE) ?? '', 'Modules never import programs')
  })

  test('even a program index is off limits to modules', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNotNull(boundaryViolation('#programs/foo/index', IDENTITY_FILE))
  })
})

test.group('boundaryViolation: programs never import other programs', () => {
  test('#programs alias to another program is a violation', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    const message = boundaryViolation('#programs/b/y', PROGRAM_A_FILE)
    assert.include(message ?? '', 'Programs never import other programs')
    assert.include(message ?? '', 'programs/a imports programs/b')
  })

  test('a relative path to another program is a violation', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.include(boundaryViolation('../b/y', PROGRAM_A_FILE) ?? '', 'Programs never import other programs')
  })

  test('a program may import its own files, by alias or relative path', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('#programs/a/models/thing', PROGRAM_A_FILE))
    assert.isNull(boundaryViolation('./models/thing.js', PROGRAM_A_FILE))
    assert.isNull(boundaryViolation('../a/models/thing.js', PROGRAM_A_FILE))
  })

  test('a program imports modules only through their index', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('#modules/identity/index', PROGRAM_A_FILE))
    assert.include(boundaryViolation('#modules/identity/roles', PROGRAM_A_FILE) ?? '', 'public surface')
  })
})

test.group('boundaryViolation: across modules only through index', () => {
  test('#modules/worlds/models/world is a violation', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    const message = boundaryViolation('#modules/worlds/models/world', SERIES_FILE)
    assert.include(message ?? '', 'Import modules/worlds only through its public surface')
    assert.include(message ?? '', '#modules/worlds/models/world')
  })

  test('#modules/worlds/index is allowed', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('#modules/worlds/index', SERIES_FILE))
  })

  test('../worlds/index.js is allowed', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('../worlds/index.js', SERIES_FILE))
  })

  test('../worlds/models/world.js is a violation', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.include(boundaryViolation('../worlds/models/world.js', SERIES_FILE) ?? '', 'public surface')
  })

  test('the module root without index is a violation', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNotNull(boundaryViolation('#modules/worlds', SERIES_FILE))
  })

  test('own module imports are allowed, relative or by alias, at any depth', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('./roles.js', IDENTITY_FILE))
    assert.isNull(boundaryViolation('./models/user.js', IDENTITY_FILE))
    assert.isNull(boundaryViolation('#modules/identity/roles', IDENTITY_FILE))
    assert.isNull(boundaryViolation('../../roles.js', `${ROOT}/modules/identity/controllers/sub/x.ts`))
  })

  test('external packages and app-level aliases are allowed', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('luxon', IDENTITY_FILE))
    assert.isNull(boundaryViolation('@adonisjs/core/services/logger', IDENTITY_FILE))
    assert.isNull(boundaryViolation('node:path', IDENTITY_FILE))
    assert.isNull(boundaryViolation('#kernel/codegen/page_names', IDENTITY_FILE))
    assert.isNull(boundaryViolation('../../app/kernel/codegen/page_names.js', IDENTITY_FILE))
  })

  test('files outside modules/ and programs/ are not restricted', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('#programs/foo/program', `${ROOT}/start/routes.ts`))
    assert.isNull(boundaryViolation('#modules/worlds/models/world', `${ROOT}/tests/helpers/users.ts`))
  })
})

test.group('ESLint config enforces peerhaven/boundaries', (group) => {
  let eslint: ESLint
  group.setup(() => {
    eslint = new ESLint({ cwd: ROOT })
  })

  const boundaryMessages = async (text: string, filePath: string) => {
    const [result] = await eslint.lintText(text, { filePath })
    return result.messages.filter((message) => message.ruleId === 'peerhaven/boundaries')
  }

  test('a module importing a program is an error', async ({ assert }) => {
    const messages = await boundaryMessages(
      "import x from '#programs/foo/program'\nexport default x\n",
      `${ROOT}/modules/identity/__lint_fixture__.ts`
    )
    assert.lengthOf(messages, 1)
    assert.equal(messages[0].severity, 2)
    assert.equal(messages[0].line, 1)
    assert.include(messages[0].message, 'Modules never import programs')
  }).timeout(60_000)

  test('the same text inside a program has no boundaries error', async ({ assert }) => {
    const messages = await boundaryMessages(
      "import x from '#programs/foo/program'\nexport default x\n",
      `${ROOT}/programs/foo/__lint_fixture__.ts`
    )
    assert.lengthOf(messages, 0)
  }).timeout(60_000)

  test('re-exports and dynamic imports are checked too', async ({ assert }) => {
    const messages = await boundaryMessages(
      "export { World } from '#modules/worlds/models/world'\nexport const load = () => import('#programs/foo/program')\n",
      `${ROOT}/modules/identity/__lint_fixture__.ts`
    )
    assert.deepEqual(
      messages.map((message) => message.line),
      [1, 2]
    )
  }).timeout(60_000)

  // The rule was written for app/ too, but the config once applied it to modules/ and programs/ only.
  test('app/ files are linted too: a dynamic import of a module from app/ is an error', async ({ assert }) => {
    const messages = await boundaryMessages(
      "export const load = () => import('#modules/identity/viewer_cache')\n",
      `${ROOT}/app/support/__lint_fixture__.ts`
    )
    assert.lengthOf(messages, 1)
    assert.include(messages[0].message, 'app/ never imports modules/')
  }).timeout(60_000)
})

test.group('boundaryViolation: layer order (start/modules.ts)', () => {
  test('a module may import a lower layer through its index', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('#modules/identity/index', SERIES_FILE))
    assert.isNull(boundaryViolation('#modules/tutoring/index', SERIES_FILE))
  })

  test('a lower layer importing a higher one is a violation, naming both', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    const message = boundaryViolation('#modules/worlds/index', IDENTITY_FILE) ?? ''
    assert.include(message, 'Layer order')
    assert.include(message, 'modules/identity may not import modules/worlds')
    assert.include(boundaryViolation('#modules/series/index', `${ROOT}/modules/tutoring/x.ts`) ?? '', 'a higher layer')
  })

  test('siblings of one layer may not import each other', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.include(boundaryViolation('#modules/admin/index', `${ROOT}/modules/dashboard/x.ts`) ?? '', 'same layer')
  })

  test('a module missing from start/modules.ts is a violation', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.include(boundaryViolation('#modules/identity/index', `${ROOT}/modules/unlisted/x.ts`) ?? '', 'not listed in start/modules.ts')
  })

  test("tests may use another context's test factories; production code may not", async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('#modules/worlds/tests/factories', `${ROOT}/modules/series/tests/functional/x.spec.ts`))
    assert.include(boundaryViolation('#modules/worlds/tests/factories', SERIES_FILE) ?? '', 'public surface')
  })
})

test.group('boundaryViolation: app/ never imports a module or program', () => {
  test('#modules from app/ is a violation; kernel and support imports are fine', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    const appFile = `${ROOT}/app/middleware/x.ts`
    assert.include(boundaryViolation('#modules/identity/index', appFile) ?? '', 'app/ never imports modules/')
    assert.include(boundaryViolation('../../programs/a/program.js', appFile) ?? '', 'app/ never imports programs/')
    assert.isNull(boundaryViolation('#kernel/hooks', appFile))
  })
})

test.group('boundaryViolation: shared/ and ui/ surfaces', () => {
  const FORMS_SERVER = `${ROOT}/modules/forms/actions/x.ts`
  const FORMS_UI = `${ROOT}/modules/forms/ui/components/x.tsx`
  const FORMS_SHARED = `${ROOT}/modules/forms/shared/x.ts`

  test('any layer above may import a lower module\'s shared/index (isomorphic surface)', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('../../rich_text/shared/index.js', FORMS_SERVER))
    assert.isNull(boundaryViolation('../../../rich_text/shared/index.js', FORMS_UI))
    assert.isNull(boundaryViolation('../../rich_text/shared/index.js', FORMS_SHARED))
  })

  test('browser code may import a lower module\'s ui/index, server code may not', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.isNull(boundaryViolation('../../../rich_text/ui/index', FORMS_UI))
    assert.include(boundaryViolation('../../rich_text/ui/index.js', FORMS_SERVER) ?? '', 'Server code never imports browser code')
    assert.include(boundaryViolation('../ui/components/x.js', FORMS_SERVER) ?? '', 'Server code never imports browser code')
  })

  test('a module\'s other ui files stay private', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.include(boundaryViolation('../../../rich_text/ui/components/editor', FORMS_UI) ?? '', 'public surfaces')
  })

  test('shared/ imports only shared code: no server aliases, no server files, no ui', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.include(boundaryViolation('#kernel/hooks', FORMS_SHARED) ?? '', 'shared/ code runs in the browser too')
    assert.include(boundaryViolation('../actions/y.js', FORMS_SHARED) ?? '', 'shared/ code runs in the browser too')
    assert.include(boundaryViolation('../ui/y.js', FORMS_SHARED) ?? '', 'Server code never imports browser code')
    assert.isNull(boundaryViolation('./y.js', FORMS_SHARED))
    assert.isNull(boundaryViolation('@vinejs/vine', FORMS_SHARED))
  })

  test('layer order still applies to the new surfaces', async ({ assert }) => {
    const boundaryViolation = await loadRule()
    assert.include(boundaryViolation('../forms/shared/index.js', `${ROOT}/modules/uploads/x.ts`) ?? '', 'Layer order')
  })
})
