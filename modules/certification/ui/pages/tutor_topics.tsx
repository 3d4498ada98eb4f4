import { Link } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { PageHeader } from '~/components/page_header'
import { TOPIC_STATUS_LABELS, type TopicCertificationStatus } from '../../shared/index'

type Props = {
  scope: Data.Certification.TopicScope
  subpage: 'certify' | null
  topics: Data.Certification.StartTopic[]
  total: number
  certified: number
  quizCleared: boolean
}

/* The three states the viewer reads (spec 000 §2.2 tutor page): certified, pending (either wait), not started. */
function stateOf(status: string): { label: string; color: string; detail: string | null } {
  if (status === 'approved') return { label: 'Certified', color: 'green', detail: null }
  if (status === 'none') return { label: 'Not started', color: 'gray', detail: null }
  return { label: 'Pending', color: 'blue', detail: TOPIC_STATUS_LABELS[status as TopicCertificationStatus] ?? null }
}

/** certification/tutor_topics — /tutor/{course|world}/{slug}[/certify]: the topics a tutor can certify in, with their state. */
export default function TutorTopics({ scope, subpage, topics, total, certified, quizCleared }: Props) {
  const params = { type: scope.type, slug: scope.slug }
  const certifyQuery = scope.worldSlug ? { w: scope.worldSlug } : undefined
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title={subpage === 'certify' ? `Certify in ${scope.title}` : `Tutor ${scope.title}`}
        description={`You are certified in ${certified} of ${total} topics. Certify in a topic to host sessions on it.`}
        actions={
          subpage === 'certify' ? (
            <Anchor component={Link} href={urlFor('certification.tutor_topics', params)}>
              Show all topics
            </Anchor>
          ) : (
            <Anchor component={Link} href={urlFor('certification.tutor_topics_subpage', { ...params, subpage: 'certify' })}>
              Show topics left to certify
            </Anchor>
          )
        }
      />
      {!quizCleared && (
        <Alert color="yellow" title="Take the tutor quiz first" mb="lg">
          Pass the short tutor quiz before you record your first certification video.{' '}
          <Anchor component={Link} href={urlFor('certification.quiz')}>
            Take the tutor quiz
          </Anchor>
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {topics.length === 0 ? (
          <Text c="dimmed">{total === 0 ? 'There are no topics to certify in here yet.' : 'You are certified in every topic here.'}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Topic</Table.Th>
                  <Table.Th>Your state</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Action</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {topics.map((topic) => {
                  const state = stateOf(topic.status)
                  return (
                    <Table.Tr key={topic.id}>
                      <Table.Td>{topic.name}</Table.Td>
                      <Table.Td>
                        <Badge color={state.color}>{state.label}</Badge>
                        {state.detail && (
                          <Text size="xs" c="dimmed" mt={4}>
                            {state.detail}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {topic.status === 'none' && (
                          <Group justify="flex-end">
                            <Button component={Link} href={urlFor('certification.certify', { id: topic.id }, { qs: certifyQuery })} size="xs" aria-label={`Certify in ${topic.name}`}>
                              Certify
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Container>
  )
}
