import { useState } from 'react'
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core'
import { MODERATION_NOTE_MAX } from '../../shared/index'

type Props = {
  opened: boolean
  title: string
  confirmLabel: string
  color?: string
  processing: boolean
  onClose: () => void
  onConfirm: (note: string) => void
}

/** Confirms a moderator action, with an optional note for the moderation log. */
export function NoteDialog({ opened, title, confirmLabel, color, processing, onClose, onConfirm }: Props) {
  const [note, setNote] = useState('')
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Textarea
          label="Note for the moderation log (optional)"
          autosize
          minRows={2}
          maxLength={MODERATION_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} loading={processing} onClick={() => onConfirm(note)}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
