import { defineConfig } from '@adonisjs/inertia'
import { buildVersion } from '#support/build_version'

export default defineConfig({
  rootView: 'inertia_layout',
  ssr: { enabled: false },
  // Computed once per process (the front-end build's hash), not hashed again on every request.
  assetsVersion: buildVersion().hash,
})
