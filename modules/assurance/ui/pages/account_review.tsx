import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { instantWithYearText, useZone } from '~/lib/time'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { NOTE_MAX, type AccountDecision } from '../../shared/index.js'
import { Pager, type PageMeta } from '../components/pager'

type Account = Data.Assurance.UnreviewedAccount
type Props = {
  admin: Data.Kernel.AdminFrame
  accounts: Account[]
  meta: PageMeta
}

function AccountCard({ account }: { account: Account }) {
  const zone = useZone()
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState<AccountDecision | null>(null)
  const decide = (decision: AccountDecision) => {
    setBusy(decision)
    router.post(urlFor('assurance.account_review.decide', { id: account.id }), { decision, note: note.trim() || null }, { preserveScroll: true, onFinish: () => setBusy(null) })
  }
  const answers: Array<[string, string | null]> = [
    ['Why they joined', account.joinReason],
    ['Education', account.educationType],
    ['School experience', account.schoolExperience],
    ['Country', account.country],
  ]
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`account-${account.id}`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} id={`account-${account.id}`}>
            {account.name}
          </Text>
          <Text c="dimmed">@{account.username}</Text>
          {account.age !== null && <Badge variant="light">Age {account.age}</Badge>}
        </Group>
        {answers
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Text size="sm" key={label} style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {label}:
              </Text>{' '}
              {value}
            </Text>
          ))}
        {account.onboardedAt && (
          <Text size="sm" c="dimmed">
            Waiting since {instantWithYearText(account.onboardedAt, zone)}
          </Text>
        )}
        <Textarea label="Note (optional)" value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={NOTE_MAX} autosize minRows={1} maxRows={4} />
        <Group gap="xs">
          <Button color="teal" loading={busy === 'approved'} disabled={busy !== null} onClick={() => decide('approved')}>
            Approve
          </Button>
          <Button color="red" variant="light" loading={busy === 'rejected'} disabled={busy !== null} onClick={() => decide('rejected')}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/** assurance/account_review — accounts waiting for approval, the longest-waiting first (issue 13 §2). */
export default function AccountReview({ admin, accounts, meta }: Props) {
  return (
    <AdminLayout admin={admin} title="Account Review" description="New accounts waiting for approval, the longest-waiting first. Approve lets them act; reject shows them the review screen.">
      {accounts.length === 0 ? (
        <Text>No accounts are waiting for review.</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {meta.total === 1 ? '1 account waiting' : `${meta.total} accounts waiting`}
          </Text>
          {accounts.map((account) => (
            <AccountCard key={account.id} account={account} />
          ))}
        </Stack>
      )}
      <Pager meta={meta} url={urlFor('assurance.account_review.index')} />
    </AdminLayout>
  )
}
