import ViteProvider from '@adonisjs/vite/vite_provider'
import { existsSync } from 'node:fs'

/*
 * The Vite provider, except that the test environment can serve the built client like production
 * (TEST_BUILT_ASSETS=1, set by bin/test after `vite build`). The stock provider always starts the
 * Vite dev server under test: every fresh browser context then fetched about 190 unbundled modules,
 * 5–10 s per page on these machines, and dependency re-optimisation could reload a page mid-test.
 * With the built client a page is a handful of chunks, and browser tests run the CSP and assets
 * that production serves. Without the variable (a developer's `node ace test browser`), nothing changes.
 */
export default class AppViteProvider extends ViteProvider {
  async start() {
    if (builtAssetsForTests(this.app.getEnvironment(), this.app.config.get<string>('vite.manifestFile'))) return
    await super.start()
  }
}

export function builtAssetsForTests(environment: string, manifestFile: string, flag = process.env.TEST_BUILT_ASSETS) {
  if (environment !== 'test' || flag !== '1') return false
  if (!existsSync(manifestFile)) throw new Error(`TEST_BUILT_ASSETS=1 but ${manifestFile} does not exist: run \`npx vite build\` first`)
  return true
}
