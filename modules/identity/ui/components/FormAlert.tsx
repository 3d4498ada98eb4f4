import { Alert } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'

/**
 * A form-level error (e.g. "Those details don't match an account."). Rendered with
 * role="alert" so screen readers announce it when it appears after a submit.
 */
export function FormAlert({ message, title }: { message: string | undefined; title?: string }) {
  if (!message) return null
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={title}>
      {message}
    </Alert>
  )
}

export default FormAlert
