import { test } from '@japa/runner'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { builtAssetsForTests } from '#app/support/vite/vite_provider'

/* bin/test serves the built client to the browser tests; nothing else changes (app/support/vite/vite_provider.ts). */
test.group('Vite provider: the built client under test', () => {
  test('only the test environment with TEST_BUILT_ASSETS=1 skips the dev server; a missing build fails loudly', async ({ assert }) => {
    const folder = await mkdtemp(join(tmpdir(), 'peerhaven-vite-'))
    const manifest = join(folder, 'manifest.json')
    try {
      assert.isFalse(builtAssetsForTests('test', manifest, ''))
      assert.isFalse(builtAssetsForTests('web', manifest, '1'))
      assert.throws(() => builtAssetsForTests('test', manifest, '1'), /does not exist: run `npx vite build` first/)
      await writeFile(manifest, '{}')
      assert.isTrue(builtAssetsForTests('test', manifest, '1'))
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
