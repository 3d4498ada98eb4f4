import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Code, Container, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { TOPIC_STATUS_LABELS, type TopicCertificationStatus } from '../../shared/index'
import { TranscriptTable, type TranscriptCourseView } from '../components/transcript_table'

type Props = {
  courses: TranscriptCourseView[]
  requests: { id: number; topicId: number; topicName: string; status: string; type: string; reviewReason: string | null; createdAt: string }[]
  sharing: { shared: boolean; path: string }
}

const statusLabel = (status: string) => (status === 'rejected' ? 'Not approved' : (TOPIC_STATUS_LABELS[status as TopicCertificationStatus] ?? status))

/** certification/mine — /certification/mine ("My Certifications"): the transcript, requests under way, sharing. */
export default function Mine({ courses, requests, sharing }: Props) {
  const zone = useZone()
  const setShared = (shared: boolean) => router.post(urlFor('certification.sharing'), { shared }, { preserveScroll: true })
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="My certifications" description="Topics you are certified in, and certifications under way." actions={<Anchor component={Link} href={urlFor('certification.about')}>About certifications</Anchor>} />
      <Stack gap="lg">
        <Title order={2} fz="h4">
          Transcript
        </Title>
        {courses.length === 0 ? <Text c="dimmed">No certifications yet. Choose a topic from a course page to start one.</Text> : <TranscriptTable courses={courses} />}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="sharing">
          <Title order={2} fz="h4" id="sharing" mb="sm">
            Share your transcript
          </Title>
          <Switch
            checked={sharing.shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
            label="Anyone with the link can see my certified topics (not my videos)"
          />
          {sharing.shared && (
            <Text size="sm" mt="sm">
              Your link: <Code>{typeof window === 'undefined' ? sharing.path : `${window.location.origin}${sharing.path}`}</Code>
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="requests">
          <Title order={2} fz="h4" id="requests" mb="sm">
            Under way and not approved
          </Title>
          {requests.length === 0 ? (
            <Text c="dimmed">Nothing under way.</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Topic</Table.Th>
                    <Table.Th>Submitted</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {requests.map((request) => (
                    <Table.Tr key={request.id}>
                      <Table.Td>{request.topicName}</Table.Td>
                      <Table.Td>{dayText(request.createdAt, zone)}</Table.Td>
                      <Table.Td>
                        <Badge color={request.status === 'rejected' ? 'red' : 'blue'}>{statusLabel(request.status)}</Badge>
                        {request.reviewReason && (
                          <Text size="xs" c="dimmed">
                            {request.reviewReason}
                          </Text>
                        )}
                        {request.status === 'rejected' && (
                          <Anchor component={Link} size="xs" href={urlFor('certification.certify', { id: request.topicId })}>
                            Record again
                          </Anchor>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </Container>
  )
}
