import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

/*
 * Content Security Policy (issue 9 §2): scripts run only from our origin or inline with this
 * response's nonce (the edge layout passes it to the only inline script, Vite's React refresh
 * preamble in development), never eval, never from another host; no plugins, no framing, no
 * <base> hijack, forms post only to us. Styles keep 'unsafe-inline': Mantine and KaTeX set style
 * attributes, which a nonce cannot cover, and CSS cannot run script.
 * Images and media allow blob: (recording previews) and data: (small inline icons); everything
 * else is same-origin. Development adds Vite's HMR websocket.
 */
const developmentConnect = app.inProduction ? [] : ['ws:', 'wss:']

export default defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, '@nonce'],
      scriptSrcAttr: [`'none'`],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:', 'blob:'],
      mediaSrc: [`'self'`, 'blob:'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: [`'self'`, ...developmentConnect],
      workerSrc: [`'self'`, 'blob:'],
      objectSrc: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
      frameAncestors: [`'none'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    // RFC 8058 one-click unsubscribe: mail clients POST without a token; the signed link is the authority.
    exceptRoutes: ['/unsubscribe'],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: true, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})
