import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, type ErrorBag } from '~/lib/form_errors'

type Props = {
  sessionId: number
  /** The learner being removed; null keeps the dialog closed. */
  learner: { userId: number; name: string } | null
  onClose: () => void
}

/**
 * A host removes a learner (issue 11 §1; spec 001 §5.3 "Removal message optional"): the reason
 * is required and stays with the hosts and the safety team; the optional message goes to the
 * learner. After the removal the host is asked to review it (spec 000 §2.4, prompt 3).
 */
export function RemoveLearnerDialog({ sessionId, learner, onClose }: Props) {
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<ErrorBag>({})
  const [busy, setBusy] = useState(false)

  function close() {
    setReason('')
    setMessage('')
    setErrors({})
    onClose()
  }

  function remove() {
    if (!learner) return
    setBusy(true)
    router.post(
      urlFor('tutoring.registrants.remove', { id: sessionId, userId: learner.userId }),
      { reason, message: message.trim() || null },
      { preserveScroll: true, onError: (bag) => setErrors(bag), onSuccess: close, onFinish: () => setBusy(false) }
    )
  }

  return (
    <Modal opened={learner !== null} onClose={close} title={learner ? `Remove ${learner.name}?` : ''} centered>
      <Stack gap="md">
        <Text size="sm">They lose their seat in this session and cannot register for it again.</Text>
        <Textarea
          label="Reason"
          description="Seen by the hosts and the safety team."
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          error={errorOf(errors, 'reason')}
        />
        <Textarea
          label="Removal message (optional)"
          description="Sent to the learner."
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          error={errorOf(errors, 'message')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Keep them
          </Button>
          <Button color="red" loading={busy} onClick={remove}>
            Remove learner
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
