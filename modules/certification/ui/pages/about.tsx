import { Link } from '@inertiajs/react'
import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'

type Props = { signedIn: boolean; reviewsNeeded: number; lowScoreThreshold: number; checklist: string[] }

/** certification/about — /certification/about (spec 000 §2.2): how topic certification works. */
export default function About({ signedIn, reviewsNeeded, lowScoreThreshold, checklist }: Props) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="About certifications" description="Certification is how a tutor shows they can teach a topic well, before hosting sessions in it." />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="how">
          <Title order={2} fz="h4" id="how" mb="sm">
            How it works
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>Take the topic's test and open a topic's certification page.</List.Item>
            <List.Item>Record a short video: show your score, then teach one problem as you would to a learner.</List.Item>
            <List.Item>Certification staff check that the recording is usable.</List.Item>
            <List.Item>{reviewsNeeded} fellow tutors review it. With a majority of reviews without concerns you are certified; otherwise you can record again.</List.Item>
            <List.Item>Once certified you can host sessions in the topic, and the certification appears on your transcript.</List.Item>
          </List>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="checklist">
          <Title order={2} fz="h4" id="checklist" mb="sm">
            What reviewers look for
          </Title>
          <List spacing="xs">
            {checklist.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed" mt="sm">
            A review raises a concern when the score shown is below {lowScoreThreshold}%, an item is not met, or the reviewer leaves feedback.
          </Text>
        </Paper>
        {signedIn ? (
          <Text>
            <Anchor component={Link} href={urlFor('certification.mine')}>
              My certifications
            </Anchor>{' '}
            ·{' '}
            <Anchor component={Link} href="/course/all">
              Choose a topic to certify in
            </Anchor>
          </Text>
        ) : (
          <Text>
            <Anchor component={Link} href="/login">
              Sign in
            </Anchor>{' '}
            to start a certification.
          </Text>
        )}
      </Stack>
    </Container>
  )
}
