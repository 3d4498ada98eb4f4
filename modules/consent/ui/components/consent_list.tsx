import type { ReactNode } from 'react'
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { Data } from '~generated/data'
import { dayText, useZone } from '~/lib/time'

const STATUS: Record<string, { label: string; color: string }> = {
  requested: { label: 'Asked, waiting', color: 'yellow' },
  granted: { label: 'Given', color: 'green' },
  revoked: { label: 'Withdrawn', color: 'red' },
}

const WHAT: Record<string, string> = {
  'consent|parent_guardian': 'Parent or guardian consent',
  'consent|self': 'Your own consent',
  'assent|self': 'Your assent',
}

/** Derived consents (the ledger's current state), one card each, with an optional action. */
export function ConsentList({ consents, action, empty }: { consents: Data.Consent.ConsentState[]; action?: (consent: Data.Consent.ConsentState) => ReactNode; empty: string }) {
  const zone = useZone()
  if (consents.length === 0) return <Text c="dimmed">{empty}</Text>
  return (
    <Stack gap="sm">
      {consents.map((consent) => {
        const status = STATUS[consent.status] ?? { label: consent.status, color: 'gray' }
        const when = consent.status === 'revoked' ? consent.revokedAt : consent.status === 'granted' ? consent.grantedAt : consent.requestedAt
        return (
          <Paper key={consent.key} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 200px' }}>
                <Text fw={600}>{consent.programTitle}</Text>
                <Text size="sm">
                  {WHAT[`${consent.kind}|${consent.givenBy}`] ?? consent.purpose}
                  {consent.purpose !== 'participation' && ` (${consent.purpose})`}
                  {consent.guardianName && ` — ${consent.guardianName}`}
                </Text>
                {when && (
                  <Text size="sm" c="dimmed">
                    {status.label} on {dayText(when, zone)}
                  </Text>
                )}
              </Stack>
              <Badge color={status.color} variant="light">
                {status.label}
              </Badge>
            </Group>
            {action && <div style={{ marginTop: 8 }}>{action(consent)}</div>}
          </Paper>
        )
      })}
    </Stack>
  )
}
