import type { HttpContext } from '@adonisjs/core/http'
import transmit from '@adonisjs/transmit/services/main'

/*
 * Live updates over Server-Sent Events (Transmit). A page subscribes to a named channel
 * (`community/channels/12`); the server broadcasts small JSON messages on it after a write
 * commits. With REDIS_URL set the broadcast crosses processes (config/transmit.ts).
 *
 * Closed by default: Transmit itself lets anyone subscribe to a channel nobody authorised, so
 * the subscribe route here refuses every channel name that no module declared with
 * `liveChannel(pattern, mayListen)`. A minor's private thread cannot leak through a name
 * somebody forgot to guard.
 */

type ChannelParams = Record<string, string>
type ListenCheck = (ctx: HttpContext, params: ChannelParams) => boolean | Promise<boolean>

const declared: RegExp[] = []

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[A-Za-z0-9_-]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}$`)
}

/** Declares a channel pattern (`community/channels/:id`) and who may listen to it. */
export function liveChannel(pattern: string, mayListen: ListenCheck) {
  declared.push(patternRegExp(pattern))
  transmit.authorize<ChannelParams>(pattern, (ctx, params) => mayListen(ctx, params))
}

export function isDeclaredChannel(channel: string): boolean {
  return declared.some((pattern) => pattern.test(channel))
}

/** Sends a message to everyone listening on the channel (call it after the write commits). */
export function broadcastLive(channel: string, message: Record<string, unknown>) {
  transmit.broadcast(channel, message as never)
}

export function registerLiveRoutes() {
  transmit.registerRoutes((route) => {
    if (!route.getPattern().endsWith('/subscribe')) return
    route.use(async (ctx, next) => {
      const channel = ctx.request.input('channel')
      if (typeof channel !== 'string' || !isDeclaredChannel(channel)) {
        return ctx.response.status(403).send('')
      }
      return next()
    })
  })
}
