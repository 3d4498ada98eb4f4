import type { Edge } from 'edge.js'

type EdgeRenderer = ReturnType<Edge['createRenderer']>

/*
 * Issue 19: the framework makes an Edge renderer for every request as soon as anything shares a
 * value with views (Shield's CSRF token and CSP nonce, the session's flash messages, Inertia) —
 * including JSON answers that never render a template. Making one runs Edge's plugins, and the
 * bundled components plugin lists the views' components directory on disk each time (it stays
 * "recurring" because the stock `edge` instance is built before `configure({ cache: true })`).
 *
 * DeferredViewRenderer stands in for ctx.view: `share` calls are recorded in order and replayed
 * on a real renderer made only when something renders, so JSON responses make none; and in
 * production the components list is read once per process (templates are cached there anyway,
 * so a component added at runtime would not be picked up either way).
 */
export class DeferredViewRenderer {
  #shares: Record<string, any>[] = []
  #renderer: EdgeRenderer | null = null

  constructor(private make: () => EdgeRenderer) {}

  #real() {
    if (!this.#renderer) {
      this.#renderer = this.make()
      for (const data of this.#shares) this.#renderer.share(data)
      this.#shares = []
    }
    return this.#renderer
  }

  share(data: Record<string, any>) {
    if (this.#renderer) this.#renderer.share(data)
    else this.#shares.push(data)
    return this
  }

  clone() {
    return this.#real().clone()
  }

  getState() {
    return this.#real().getState()
  }

  render(...args: Parameters<EdgeRenderer['render']>) {
    return this.#real().render(...args)
  }

  renderSync(...args: Parameters<EdgeRenderer['renderSync']>) {
    return this.#real().renderSync(...args)
  }

  renderRaw(...args: Parameters<EdgeRenderer['renderRaw']>) {
    return this.#real().renderRaw(...args)
  }

  renderRawSync(...args: Parameters<EdgeRenderer['renderRawSync']>) {
    return this.#real().renderRawSync(...args)
  }
}

/** Reads the views' components once (production: templates are cached, the list cannot change). */
export function listComponentsOnce(edge: Edge) {
  const loader = edge.loader
  const listed = loader.listComponents()
  loader.listComponents = () => listed
}
