import { useEffect, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { SharedProps } from '../lib/shared_props'

type Notice = NonNullable<SharedProps['flash']['accountGate']>

const SUPPORT_EMAIL = 'help@peerhaven.org'

/**
 * The modal of a gated action refused to an unreviewed, rejected or suspended account (spec 000
 * §2.3; the server's answerDenial flashes its title and text). Only fresh server responses open
 * it: going back in history restores old props and must not replay it.
 */
export function AccountGateModal() {
  const { props } = usePage<SharedProps>()
  const [notice, setNotice] = useState<Notice | null>(props.flash.accountGate)

  useEffect(
    () =>
      router.on('success', (event) => {
        const flash = (event.detail.page.props as Partial<SharedProps>).flash
        if (flash?.accountGate) setNotice(flash.accountGate)
      }),
    []
  )

  const close = () => setNotice(null)
  return (
    <Modal opened={notice !== null} onClose={close} title={notice?.title} centered data-account-gate={notice?.gate}>
      {notice && (
        <Stack gap="md">
          {notice.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <Group justify="flex-end">
            {notice.gate === 'pending' ? (
              <Button onClick={close}>Got it!</Button>
            ) : (
              <>
                <Button variant="default" onClick={close}>
                  Close
                </Button>
                <Button component="a" href={`mailto:${SUPPORT_EMAIL}`}>
                  Contact User Support
                </Button>
              </>
            )}
          </Group>
          {notice.gate !== 'pending' && (
            <Text size="sm" c="dimmed">
              User Support: <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  )
}
