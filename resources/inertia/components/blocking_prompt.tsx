import { usePage } from '@inertiajs/react'
import { Modal } from '@mantine/core'
import type { SharedProps } from '../lib/shared_props'
import { outletComponent } from './outlet_zone'

/**
 * The one blocking prompt the server chose (spec 000 §2.4): a modal that only an answer closes —
 * no close button, no Escape, no click outside. The module's component renders the body and
 * submits to its own route; the redirect's page props no longer carry the prompt, which closes it.
 */
export function BlockingPrompt() {
  const { props } = usePage<SharedProps>()
  const prompt = props.prompt
  const Body = prompt ? outletComponent(prompt.component) : undefined
  if (!prompt || !Body) return null
  return (
    <Modal
      opened
      onClose={() => {}}
      title={prompt.title}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
      data-prompt={prompt.key}
    >
      <Body key={prompt.key} {...prompt.props} />
    </Modal>
  )
}
