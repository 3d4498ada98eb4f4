import { defineConfig } from '@adonisjs/static'

export default defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  immutable: true,
  maxAge: '1y',
  headers: (path) => (path.endsWith('.json') || path.endsWith('.html') ? { 'cache-control': 'no-cache' } : {}),
})
