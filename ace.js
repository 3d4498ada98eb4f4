/*
 * Entry point for ace commands: registers the TypeScript hook, then boots bin/console.ts.
 */
import '@poppinss/ts-exec'

await import('./bin/console.js')
