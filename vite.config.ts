import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  // Per checkout (not node_modules/.vite): worktrees sharing node_modules must not share pre-bundles.
  cacheDir: 'tmp/vite',
  plugins: [
    adonisjs({
      entryPoints: ['resources/inertia/app.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    react(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
            { name: 'inertia', test: /node_modules[\\/]@inertiajs[\\/]/ },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/ },
          ],
        },
      },
    },
  },
  resolve: {
    // `~/` is the browser frame (resources/inertia): pages under modules/ and programs/ import from it.
    alias: {
      '~/': fileURLToPath(new URL('./resources/inertia/', import.meta.url)),
      // Generated for the browser by `node ace codegen` (route patterns for urlFor).
      '~generated/': fileURLToPath(new URL('./.adonisjs/client/', import.meta.url)),
    },
  },
})
