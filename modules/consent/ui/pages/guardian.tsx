import { router } from '@inertiajs/react'
import { useState } from 'react'
import { Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { ConsentList } from '../components/consent_list'

type Props = { token: string; learnerFirstName: string; consents: Data.Consent.ConsentState[] }

/** consent/guardian — /guardian/{link}: what this guardian consented to for one learner, with withdraw (issue 16 §1). */
export default function Guardian({ token, learnerFirstName, consents }: Props) {
  const [asking, setAsking] = useState<Data.Consent.ConsentState | null>(null)
  const [busy, setBusy] = useState(false)
  const revoke = (key: string) => {
    setAsking(null)
    setBusy(true)
    router.post(urlFor('consent.guardian.revoke', { token }), { key }, { preserveScroll: true, onFinish: () => setBusy(false) })
  }
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={`Your consent for ${learnerFirstName}`} description="What you consented to on Peerhaven for this learner. You can withdraw it at any time." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="given-heading">
        <Title order={2} fz="h4" mb="sm" id="given-heading">
          Consents you gave
        </Title>
        <ConsentList
          consents={consents}
          empty="You have not given any consent for this learner."
          action={(consent) =>
            consent.status === 'granted' ? (
              <Button color="red" variant="light" size="sm" loading={busy} onClick={() => setAsking(consent)}>
                Withdraw consent for {consent.programTitle}
              </Button>
            ) : null
          }
        />
        <Text size="sm" c="dimmed" mt="md">
          This page's link works for a day. For a new one, go to the guardian page and enter your email.
        </Text>
      </Paper>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title="Withdraw your consent?" centered>
        <Stack gap="md">
          <Text>
            {learnerFirstName} will no longer be able to register for {asking?.programTitle}, and our staff will be told.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => asking && revoke(asking.key)}>
              Withdraw consent
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  )
}
