import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import proxyAddr from 'proxy-addr'
import { assertStrongAppKey, defaultAppUrl } from '#app/support/app_url'

assertStrongAppKey(env.get('APP_KEY').release())

export const appKey = new Secret(env.get('APP_KEY').release())
export const appUrl = env.get('APP_URL') ?? defaultAppUrl(env.get('PORT'))

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: true,
  useAsyncLocalStorage: false,
  // Only a proxy on this machine or the private network may set X-Forwarded-For (rate limits key on the IP).
  trustProxy: proxyAddr.compile(['loopback', 'uniquelocal', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
