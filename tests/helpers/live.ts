import env from '#start/env'

/** Opens an event stream the way the browser's client does; subscriptions need one. */
export async function openStream(uid: string) {
  const controller = new AbortController()
  const response = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}/__transmit/events?uid=${uid}`, { signal: controller.signal })
  const reader = response.body!.getReader()
  let received = ''
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        received += new TextDecoder().decode(value)
      }
    } catch {
      // aborted
    }
  })()
  return {
    async textAfter(ms: number) {
      await new Promise((resolve) => setTimeout(resolve, ms))
      return received
    },
    close() {
      controller.abort()
      return pump
    },
  }
}
