import { Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, instantText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { FormRenderer, submitWithInertia } from '../../../forms/ui/index'
import type { FormDefinition } from '../../../forms/shared/index'
import { MAIN_ROOM_LABEL, recordingsByRoom } from '../../shared/index'

type Props = {
  session: Data.PeerReview.AuditSession
  recordings: Data.PeerReview.Recording[]
  form: FormDefinition
  sections: string[]
  rubricVersion: string
  level: string
}

/** peer_review/audit — /tutor/peer-review/{sessionId}: watch the recording, answer the rubric (spec 000 §6.4 sections by level). */
export default function Audit({ session, recordings, form }: Props) {
  const zone = useZone()
  const rooms = recordingsByRoom(recordings)
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={`Review: ${session.title}`} description={`Session of ${instantText(session.startedAt, zone)}. The tutor sees your answers but not your name.`} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="recording-title">
          <Title order={2} fz="h4" id="recording-title" mb="sm">
            The recording
          </Title>
          <Stack gap="md">
            {rooms.map((group) => (
              <Stack key={group.room ?? ''} gap="xs">
                {rooms.length > 1 && (
                  <Title order={3} fz="h5">
                    {group.room ?? MAIN_ROOM_LABEL}
                  </Title>
                )}
                {group.recordings.map((recording, index) => (
                  <Group key={recording.url} gap="xs" wrap="wrap">
                    <Anchor href={recording.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                      Watch recording {group.recordings.length > 1 ? index + 1 : ''}
                      {rooms.length > 1 ? ` of ${group.room ?? MAIN_ROOM_LABEL.toLowerCase()}` : ''} (opens in a new tab)
                    </Anchor>
                    <Badge variant="light" color="gray">
                      until {dayText(recording.expiresAt, zone)}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rubric-title">
          <Title order={2} fz="h4" id="rubric-title" mb="xs">
            Your review
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            The last comment box is private: coaches and safety staff read it, the tutor never does.
          </Text>
          <FormRenderer definition={form} onSubmit={submitWithInertia(urlFor('peer_review.store', { id: session.id }))} submitLabel="Submit review" />
        </Paper>
      </Stack>
    </Container>
  )
}
