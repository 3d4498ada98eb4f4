import { useState } from 'react'
import { router } from '@inertiajs/react'
import { notifications } from '@mantine/notifications'
import { Button, Stack, Text } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { AGE_ASSURANCE_MESSAGES } from '../../shared/index.js'

type Props = { kind: 'required' | 'failed'; toastId: string }

/**
 * The age verification toasts (spec 000 §2.5, spec 002 §8). Decision: no lasting dismissal —
 * verification stays required until done; closing hides it for this tab (the frame's rule).
 */
export default function AgeToast({ kind, toastId }: Props) {
  const [busy, setBusy] = useState(false)
  const start = () => {
    setBusy(true)
    notifications.hide(toastId)
    router.post(urlFor('assurance.age.start'), {}, { onFinish: () => setBusy(false) })
  }
  if (kind === 'failed') {
    return (
      <Stack gap={6}>
        <Text fw={600}>{AGE_ASSURANCE_MESSAGES.failed}</Text>
        <Text size="sm">{AGE_ASSURANCE_MESSAGES.failedAdvice}</Text>
        <Button size="xs" onClick={start} loading={busy} w="fit-content">
          Submit a video
        </Button>
      </Stack>
    )
  }
  return (
    <Stack gap={6}>
      <Text fw={600}>{AGE_ASSURANCE_MESSAGES.required}</Text>
      <Button size="xs" onClick={start} loading={busy} w="fit-content">
        Verify Age
      </Button>
    </Stack>
  )
}
