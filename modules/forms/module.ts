import { defineModule } from '#kernel/modules'
import { FORM_RESPONSE_SUBJECT, formPage } from './response_subject.js'

/* Forms as data (spec 001 §3.10): one definition drives the renderer and the server validation. */
export default defineModule({
  name: 'forms',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // `{ type: 'form_response', id }`: its author and staff see it (FormResponsePolicy.view).
    hooks.subject(FORM_RESPONSE_SUBJECT, {
      async resolve(id, viewer) {
        if (!viewer) return null
        const { User } = await import('#modules/identity/index')
        const { findFormResponse } = await import('./queries/form_responses.js')
        const { default: FormResponsePolicy } = await import('./policies/form_response_policy.js')
        const [response, user] = await Promise.all([findFormResponse(id), User.find(viewer.id)])
        if (!response || !user || !(await new FormResponsePolicy().view(user, response))) return null
        const page = formPage(response.formKey)
        return { title: page?.title ?? `Response to the "${response.formKey}" form`, href: page?.href ?? '/' }
      },
      async exists(id) {
        const { findFormResponse } = await import('./queries/form_responses.js')
        return (await findFormResponse(id)) !== null
      },
    })
  },
})
