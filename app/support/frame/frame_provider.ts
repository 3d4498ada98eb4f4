import type { ApplicationService } from '@adonisjs/core/types'
import { HttpContext } from '@adonisjs/core/http'
import edge from 'edge.js'
import type { Edge } from 'edge.js'
import { reuseKeyObjects } from './key_objects.js'
import { DeferredViewRenderer, listComponentsOnce } from './deferred_view.js'
import { rememberSignatures } from './remembered_signatures.js'

/* Per-request framework work removed for every request (issue 19); see each helper's comment. */
export default class FrameProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    reuseKeyObjects()
  }

  async boot() {
    if (this.app.inProduction) listComponentsOnce(edge)
    // Signed cookies (the session id above all) are signed and verified through this verifier.
    const encryption = await this.app.container.make('encryption')
    rememberSignatures(encryption.getMessageVerifier())
    // Replaces the edge provider's getter (same name, same once-per-request caching).
    HttpContext.getter(
      'view',
      function (this: HttpContext) {
        const request = this.request
        return new DeferredViewRenderer(() => edge.createRenderer().share({ request })) as unknown as ReturnType<Edge['createRenderer']>
      },
      true
    )
  }
}
