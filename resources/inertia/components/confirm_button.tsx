import { useState, type ReactNode } from 'react'
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core'

type Props = ButtonProps & {
  /** The button's text. */
  children: ReactNode
  title: string
  message: ReactNode
  confirmLabel: string
  onConfirm: () => void
  /** Accessible name when the text alone is ambiguous (e.g. "Remove" in a list). */
  'aria-label'?: string
}

/** A button that asks for confirmation in a dialog before acting. */
export function ConfirmButton({ children, title, message, confirmLabel, onConfirm, color = 'red', 'aria-label': ariaLabel, ...rest }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button color={color} {...rest} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered>
        <Stack gap="md">
          <Text>{message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              color={color}
              onClick={() => {
                setOpen(false)
                onConfirm()
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
