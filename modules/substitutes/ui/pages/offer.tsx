import { Link, router } from '@inertiajs/react'
import { useState } from 'react'
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import { useZone, whenText } from '~/lib/time'

type Props = { offer: Data.Substitutes.Offer }

const CLOSED: Record<Exclude<Data.Substitutes.Offer['status'], 'open'>, { color: string; text: string }> = {
  yours: { color: 'green', text: 'You are hosting this session. Open the room from the session page.' },
  taken: { color: 'gray', text: 'Another tutor is already hosting this session.' },
  'host-opened': { color: 'gray', text: 'The session’s host has opened the room: no substitute is needed.' },
  ended: { color: 'gray', text: 'This session has ended.' },
}

/** substitutes/offer — /substitute/{offerId}: the offered tutor steps in to host a session whose host has not arrived. */
export default function SubstituteOffer({ offer }: Props) {
  const zone = useZone()
  const [sending, setSending] = useState(false)
  const learners = offer.registrants === 1 ? '1 learner is registered' : `${offer.registrants} learners are registered`
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Host this session now?" description="The session has started and its host has not opened the room." />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {offer.title}
            </Title>
            <Group gap="xs">
              <Badge variant="light">{offer.topicName}</Badge>
              {offer.worldTitle && <Badge variant="outline">{offer.worldTitle}</Badge>}
            </Group>
          </Stack>
          <Text>{whenText(offer.startDate, offer.endDate, zone)}</Text>
          <Text>
            Scheduled host: {offer.hostName}. {learners}.
          </Text>
          {offer.status === 'open' ? (
            <>
              <Text size="sm" c="dimmed">
                The first tutor to accept becomes a host of this session; the learners and the scheduled host are told who is hosting.
              </Text>
              <Button
                loading={sending}
                onClick={() => router.post(urlFor('substitutes.accept', { id: offer.id }), {}, { onStart: () => setSending(true), onFinish: () => setSending(false) })}
              >
                I’ll host it now
              </Button>
            </>
          ) : (
            <Alert color={CLOSED[offer.status].color} role="status">
              {CLOSED[offer.status].text}
            </Alert>
          )}
          <Text size="sm">
            <Anchor component={Link} href={`/session/${offer.sessionId}`}>
              Go to the session page
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  )
}
