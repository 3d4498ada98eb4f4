import { Head, Link } from '@inertiajs/react'
import { Button, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'

type Props = { landing: Data.Partners.LandingSource; signedIn: boolean }

/** partners/landing — /partners/{slug} (issue 21 §5): a partner's landing page; visitors who sign up from it are counted for the partner. */
export default function PartnerLanding({ landing, signedIn }: Props) {
  return (
    <Container size="sm" px={{ base: 'md', sm: 'lg' }} py={{ base: 'xl', sm: 48 }}>
      <Head title={landing.header} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg" align="center" ta="center">
          {landing.logoUrl && <Image src={landing.logoUrl} alt="" h={80} w="auto" fit="contain" />}
          <Title order={1}>{landing.header}</Title>
          {landing.subheader && (
            <Text size="lg" c="dimmed">
              {landing.subheader}
            </Text>
          )}
          <Text>Peerhaven is free peer tutoring in small groups: live sessions, series and help from volunteer tutors who are certified and peer reviewed.</Text>
          <Group justify="center" gap="sm">
            {signedIn ? (
              <Button component={Link} href="/dashboard">
                Go to your dashboard
              </Button>
            ) : (
              <Button component={Link} href="/signup">
                Sign up for free
              </Button>
            )}
            <Button component={Link} href="/explore" variant="default">
              Explore sessions
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  )
}
