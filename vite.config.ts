import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  plugins: [
    adonisjs({
      entryPoints: ['resources/inertia/app.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    react(),
  ],
  resolve: {
    // `~/` is the browser frame (resources/inertia): pages under modules/ and programs/ import from it.
    alias: { '~/': fileURLToPath(new URL('./resources/inertia/', import.meta.url)) },
  },
})
