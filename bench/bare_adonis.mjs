/*
 * bin/bench's framework floor (issue 19): AdonisJS's own HTTP server — router, request, response —
 * with no middleware at all, answering GET /api/version.json with a body like the app's. What the
 * app's version.json costs beyond this is the middleware stack (session, auth, Shield, Inertia...).
 *
 *   PORT=3482 node bench/bare_adonis.mjs
 */
import { createServer } from 'node:http'
import { AppFactory } from '@adonisjs/application/factories'
import { ServerFactory } from '@adonisjs/http-server/factories'

const port = Number(process.env.PORT || 3482)
const app = new AppFactory().create(new URL('../', import.meta.url), () => {})
await app.init()
const server = new ServerFactory().merge({ app }).create()
server.getRouter().get('/api/version.json', ({ response }) => {
  response.header('cache-control', 'no-store')
  return { hash: '0123456789ab', date: new Date().toISOString() }
})
await server.boot()
createServer((req, res) => server.handle(req, res)).listen(port, '127.0.0.1', () => console.log(`bare AdonisJS on ${port}`))
