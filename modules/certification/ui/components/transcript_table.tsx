import { Anchor, Badge, Paper, Table, Title } from '@mantine/core'
import { dayText, useZone } from '~/lib/time'

export type TranscriptCourseView = {
  courseId: number
  courseName: string
  topics: { topicId: number; topicName: string; topicType: string; topicActive: boolean; recordingUrl: string | null; createdAt: string; approvedAt: string }[]
}

/** A transcript: certified topics grouped by course (spec 001 §3.5). */
export function TranscriptTable({ courses }: { courses: TranscriptCourseView[] }) {
  const zone = useZone()
  const withRecordings = courses.some((course) => course.topics.some((topic) => topic.recordingUrl))
  return courses.map((course) => (
    <Paper key={course.courseId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={course.courseName}>
      <Title order={3} fz="h5" mb="sm">
        {course.courseName}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Topic</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Submitted</Table.Th>
              <Table.Th>Certified</Table.Th>
              {withRecordings && <Table.Th>Recording</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {course.topics.map((topic) => (
              <Table.Tr key={topic.topicId}>
                <Table.Td>
                  {topic.topicName} {!topic.topicActive && <Badge color="gray" size="xs">Retired</Badge>}
                </Table.Td>
                <Table.Td>{topic.topicType}</Table.Td>
                <Table.Td>{dayText(topic.createdAt, zone)}</Table.Td>
                <Table.Td>{dayText(topic.approvedAt, zone)}</Table.Td>
                {withRecordings && <Table.Td>{topic.recordingUrl ? <Anchor href={topic.recordingUrl}>Watch</Anchor> : '—'}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  ))
}
