import { Alert, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import type { Data } from '~generated/data'
import { PageHeader } from '~/components/page_header'
import { ACTIVITY_TYPE_LABELS, hoursText, type ActivityType } from '../../shared/index'

type Props = { verdict: Data.Volunteering.CertificateVerdict }

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

const VERDICTS = {
  genuine: { color: 'green', icon: IconCircleCheck, title: 'Genuine and unchanged', text: 'This certificate was issued by Peerhaven, its content is exactly as signed, and every hour it counts is still approved.' },
  revoked: { color: 'orange', icon: IconAlertTriangle, title: 'No longer valid', text: 'This certificate was issued by Peerhaven, but some of the hours it counted have since been withdrawn or changed. Ask the volunteer for a new certificate.' },
  tampered: { color: 'red', icon: IconCircleX, title: 'Not valid', text: 'This certificate’s content does not match its signature. Do not rely on it.' },
} as const

/** volunteering/certificate — /volunteer/certificates/{id}: public check of an hour certificate (issue 15 §3 ★). */
export default function CertificateCheck({ verdict }: Props) {
  const look = VERDICTS[verdict.status]
  const Icon = look.icon
  const certificate = verdict.certificate
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Certificate check" />
      <Stack gap="lg">
        <Alert color={look.color} variant="light" icon={<Icon aria-hidden />} title={look.title}>
          {look.text}
        </Alert>
        {certificate && (
          <Paper withBorder radius="md" p="lg" component="section" aria-label="What the certificate says">
            <Stack gap="xs">
              <Title order={2} fz="h4">
                {certificate.name}
              </Title>
              <Text>
                {hoursText(certificate.totalSeconds)} approved volunteer hours with {certificate.organisation}, {day(certificate.from)} to {day(certificate.to)}.
              </Text>
              {certificate.hoursByType.map((row) => (
                <Group key={row.type} justify="space-between">
                  <Text size="sm">{ACTIVITY_TYPE_LABELS[row.type as ActivityType] ?? row.type}</Text>
                  <Text size="sm" fw={600}>
                    {hoursText(row.seconds)} h
                  </Text>
                </Group>
              ))}
              <Text size="sm" c="dimmed">
                Issued {day(certificate.issuedAt)} · certificate {certificate.id}
              </Text>
            </Stack>
          </Paper>
        )}
        <Text size="xs" c="dimmed">
          Certificates are signed with Ed25519. Public key (raw, base64url): <Code>{verdict.publicKey}</Code>
        </Text>
      </Stack>
    </Container>
  )
}
