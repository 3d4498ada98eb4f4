import { Link } from '@inertiajs/react'
import { Alert, Anchor, Container, Stack, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'

type Props = { status: number; message: string }

/** consent/link_problem — a consent link that does not open: 410 expired, 403 not valid. Nothing changed. */
export default function LinkProblem({ status, message }: Props) {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={status === 410 ? 'This link has expired' : 'This link does not work'} />
      <Stack gap="md">
        <Alert color={status === 410 ? 'yellow' : 'red'} variant="light" role="alert">
          {message}
        </Alert>
        <Text>Nothing was changed.</Text>
        <Text>
          Parents and guardians can ask for a fresh link on the{' '}
          <Anchor component={Link} href="/guardian">
            guardian page
          </Anchor>
          . Learners can ask their parent again from{' '}
          <Anchor component={Link} href="/request-parent-consent">
            the request page
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  )
}
