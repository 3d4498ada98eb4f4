import { Card, Container, SimpleGrid, Stack, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'

/** feedback/stories — /stories: what learners said about sessions, featured by our team. */
export default function Stories({ stories }: { stories: Data.Feedback.Story[] }) {
  return (
    <Container size="lg" py="xl">
      <PageHeader title="Stories" description="What learners say after their sessions with our volunteer tutors. We share their words, never their names." />
      {stories.length === 0 ? (
        <Text c="dimmed">No stories yet. Come back soon.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {stories.map((story) => (
            <Card key={story.id} withBorder padding="lg" radius="md" component="figure" m={0}>
              <Stack gap="sm">
                <Text component="blockquote" m={0} size="lg" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  “{story.comment}”
                </Text>
                <Text component="figcaption" size="sm" c="dimmed">
                  A learner, after “{story.sessionTitle}”{story.tutorName ? ` with ${story.tutorName}` : ''}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Container>
  )
}
