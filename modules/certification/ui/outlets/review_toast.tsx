import { router } from '@inertiajs/react'
import { notifications } from '@mantine/notifications'
import { Button, Stack, Text } from '@mantine/core'
import { urlFor } from '~/lib/routes'

/** The pending-certifications toast (spec 000 §2.5): fellow tutors' videos wait for a peer review. */
export default function ReviewToast({ toastId }: { toastId: string }) {
  const open = () => {
    notifications.hide(toastId)
    router.visit(urlFor('certification.review_next'))
  }
  return (
    <Stack gap={6}>
      <Text fw={600}>Certifications are waiting for peer reviews</Text>
      <Text size="sm">Help a fellow tutor get certified: review a short teaching video (+2 points).</Text>
      <Button size="xs" onClick={open} w="fit-content">
        Review a video
      </Button>
    </Stack>
  )
}
