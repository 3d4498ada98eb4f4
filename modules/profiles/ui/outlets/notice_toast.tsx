import { Link, router } from '@inertiajs/react'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { urlFor } from '~/lib/routes'

type Props = {
  ackKey: string
  title: string
  message: string
  link?: { label: string; href: string }
  toastId: string
}

/** A recognition toast (spec 000 §2.5): its link, and "Got it" to stop showing it (a one-time acknowledgement). */
export default function NoticeToast({ ackKey, title, message, link, toastId }: Props) {
  function dismiss() {
    router.post(urlFor('profiles.acknowledgements.dismiss', { key: ackKey }), {}, { preserveScroll: true, preserveState: true, onSuccess: () => notifications.hide(toastId) })
  }
  return (
    <Stack gap={6}>
      <Text fw={600}>{title}</Text>
      <Text size="sm">{message}</Text>
      <Group gap="sm">
        {link && (
          <Anchor component={Link} href={link.href} size="sm" onClick={dismiss}>
            {link.label}
          </Anchor>
        )}
        <Button size="compact-sm" variant="light" onClick={dismiss}>
          Got it
        </Button>
      </Group>
    </Stack>
  )
}
