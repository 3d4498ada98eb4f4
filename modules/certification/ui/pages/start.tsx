import { Link, router } from '@inertiajs/react'
import { Alert, Anchor, Badge, Container, Paper, Select, Stack, Table, Text } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { TOPIC_STATUS_LABELS, type TopicCertificationStatus } from '../../shared/index'

type Props = {
  courses: Data.Catalog.Course.Variants['forChoice'][]
  courseId: number | null
  topics: Data.Certification.StartTopic[]
  quizCleared: boolean
}

/** certification/start — /certification/start ("Start a New Certification"): choose a course, then a topic. */
export default function Start({ courses, courseId, topics, quizCleared }: Props) {
  const choose = (value: string | null) => router.get(urlFor('certification.start'), value ? { course: value } : {}, { preserveScroll: true })
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="Start a new certification"
        description="Choose the topic you want to tutor. You record one teaching video; staff and three fellow tutors review it."
        actions={<Anchor component={Link} href={urlFor('certification.about')}>About certifications</Anchor>}
      />
      <Stack gap="lg">
        {!quizCleared && (
          <Alert color="yellow" title="Take the tutor quiz first">
            Pass the short tutor quiz before you record your first certification video.{' '}
            <Anchor component={Link} href={urlFor('certification.quiz')}>
              Take the tutor quiz
            </Anchor>
          </Alert>
        )}
        <Select label="Course" placeholder="Choose a course" data={courses.map((course) => ({ value: String(course.id), label: course.name }))} value={courseId ? String(courseId) : null} onChange={choose} searchable />
        {courseId !== null && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            {topics.length === 0 ? (
              <Text c="dimmed">This course has no active topics.</Text>
            ) : (
              <Table.ScrollContainer minWidth={360}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Topic</Table.Th>
                      <Table.Th>Your status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {topics.map((topic) => (
                      <Table.Tr key={topic.id}>
                        <Table.Td>{topic.status === 'none' ? <Anchor component={Link} href={urlFor('certification.certify', { id: topic.id })}>{topic.name}</Anchor> : topic.name}</Table.Td>
                        <Table.Td>
                          <Badge color={topic.status === 'approved' ? 'green' : topic.status === 'none' ? 'gray' : 'blue'}>{TOPIC_STATUS_LABELS[topic.status as TopicCertificationStatus] ?? topic.status}</Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
