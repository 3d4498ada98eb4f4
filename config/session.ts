import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { databaseSessionStore } from '#support/session/database_session_store'

/*
 * Sessions live on the server (database table `sessions`, or Redis when REDIS_URL is set), so
 * logging out or suspending an account ends them everywhere, and any web process can serve
 * any request (the database store writes a row only once something is stored, and moves an
 * unchanged session's expiry at most hourly: see database_session_store.ts). Sessions are
 * tagged with the user id to find all of a user's sessions.
 */
export default defineConfig({
  enabled: true,
  cookieName: 'ph-session',
  clearWithBrowser: false,
  age: '14d',
  cookie: { path: '/', httpOnly: true, secure: app.inProduction && !env.get('APP_URL', '').startsWith('http://'), sameSite: 'lax' },
  store: env.get('SESSION_DRIVER'),
  stores: {
    cookie: stores.cookie(),
    database: databaseSessionStore({ connectionName: env.get('DB_CONNECTION', 'sqlite') }),
    redis: stores.redis({ connection: 'main' }),
  },
})
