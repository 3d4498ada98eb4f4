import 'reflect-metadata'
import { createServer } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    // Graceful stop: the server finishes open requests and the providers close; then the process
    // exits within a second even if something still holds the event loop (with REDIS_URL, a Redis
    // connection opened during shutdown kept it running until a SIGKILL).
    app.listen('SIGTERM', async () => {
      await app.terminate()
      setTimeout(() => process.exit(), 1000).unref()
    })
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .httpServer()
  .start(
    // WEB_WORKER_HEADER=true: every response names the process that served it (x-web-worker: pid),
    // for tests of bin/cluster.ts. Off unless set: a pid is nothing to tell visitors.
    process.env.WEB_WORKER_HEADER === 'true'
      ? (handler) =>
          createServer((request, response) => {
            response.setHeader('x-web-worker', String(process.pid))
            return handler(request, response)
          })
      : undefined
  )
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
