import { Container, Stack, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { TranscriptTable, type TranscriptCourseView } from '../components/transcript_table'

type Props = { username: string; courses: TranscriptCourseView[] }

/** certification/transcript — /certification/transcript/{uuid}: a shared transcript (the owner turned sharing on). */
export default function Transcript({ username, courses }: Props) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={`Certifications of ${username}`} description="Topics this tutor is certified to teach on Peerhaven, reviewed by fellow tutors." />
      <Stack gap="lg">{courses.length === 0 ? <Text c="dimmed">No certifications yet.</Text> : <TranscriptTable courses={courses} />}</Stack>
    </Container>
  )
}
