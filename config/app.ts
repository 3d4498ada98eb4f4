import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'

export const appKey = new Secret(env.get('APP_KEY').release())
export const appUrl = env.get('APP_URL') ?? `http://${env.get('HOST')}:${env.get('PORT')}`

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: true,
  useAsyncLocalStorage: false,
  trustProxy: () => true,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
