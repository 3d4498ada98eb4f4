import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import type { SessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
// The library's module declares ctx.session and the redirect/validation macros that use it.
import '@adonisjs/session/session_middleware'

type ResolvedConfig = SessionConfig & { store: string; stores: Record<string, SessionStoreFactory> }

let resolved: Promise<ResolvedConfig> | null = null
const sessionConfig = () => (resolved ??= configProvider.resolve<ResolvedConfig>(app, app.config.get('session')).then((config) => config!))

/**
 * A request the page makes for itself rather than a page the person opens or a form they send: a
 * fetch for a count, a search, a live channel's subscription, a live stream. Navigations, form
 * posts and Inertia visits ask for HTML or carry X-Inertia.
 */
export function isBackgroundRequest(ctx: HttpContext) {
  if (ctx.request.header('x-inertia')) return false
  return !String(ctx.request.header('accept') ?? '').includes('text/html')
}

/**
 * The store, except that what it reads is a copy: the memory store (tests) hands out the object it
 * keeps, and taking the flash messages out of it would remove them from the store itself.
 */
function copyingReads(factory: SessionStoreFactory): SessionStoreFactory {
  return (ctx, config) => {
    const store = factory(ctx, config)
    const read = store.read.bind(store)
    store.read = async (sessionId) => {
      const data = await read(sessionId)
      return data ? { ...data } : data
    }
    return store
  }
}

/*
 * The session library's middleware, with one change: a background request does not use up the
 * flash messages meant for the next page.
 *
 * Flash messages live in the session until a request reads them, and the library removes them
 * on whichever request comes first. After a form post, the browser follows the redirect to the
 * page that shows the message ("Account pending", "Saved."); a count the header fetches on
 * mount, or the live channel's subscription (a POST), can land in between and take the message,
 * so the page never shows it (seen as a flaky browser test under load). So when a background
 * request finds flash messages and changes nothing else in the session, nothing is written back
 * and the messages stay for the page. If it did
 * change the session, the messages are kept (reflashed) with its change.
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const config = await sessionConfig()
    if (!config.enabled) return next()
    const background = isBackgroundRequest(ctx)
    const session = new Session(config, background ? copyingReads(config.stores[config.store]) : config.stores[config.store], emitter, ctx)
    ctx.session = session
    await session.initiate(false)

    if (session.flashMessages.isEmpty || !background) {
      const response = await next()
      await session.commit()
      return response
    }

    const before = JSON.stringify(session.all())
    const response = await next()
    const changed = !session.responseFlashMessages.isEmpty || JSON.stringify(session.all()) !== before
    if (changed) {
      session.reflash()
      await session.commit()
    }
    return response
  }
}
