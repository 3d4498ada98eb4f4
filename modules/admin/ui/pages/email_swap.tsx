import type { FormEvent } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { ListPagination, SearchBar, type PageMeta } from '../components/list_controls'
import { DetailList } from '../components/detail_list'
import { formatInstant } from '../components/format'
import type { Data } from '~generated/data'

type Props = {
  admin: Data.Kernel.AdminFrame
  q: string
  users: Data.Admin.User[]
  meta: PageMeta | null
  account: Data.Admin.User.Variants['forPage'] | null
  swaps: Data.Admin.EmailSwap[]
  validHours: number
}

const STATUS_COLORS: Record<Data.Admin.EmailSwap['status'], string> = {
  pending: 'blue',
  confirmed: 'teal',
  canceled: 'orange',
  superseded: 'gray',
  expired: 'gray',
}

const STATUS_LABELS: Record<Data.Admin.EmailSwap['status'], string> = {
  pending: 'waiting',
  confirmed: 'changed',
  canceled: 'canceled',
  superseded: 'replaced',
  expired: 'expired',
}

/** An address that may wrap only after its @ (not in the middle of a word). */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at < 1) return <>{email}</>
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

/** admin/email_swap — find an account, enter its new address; both addresses are asked first. */
export default function AdminEmailSwap({ admin, q, users, meta, account, swaps, validHours }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone
  const form = useForm<{ userId: number | null; newEmail: string }>({ userId: account?.id ?? null, newEmail: '' })
  const errors = useFormErrors(form)
  const pending = account ? swaps.find((swap) => swap.status === 'pending') : undefined
  const choose = (id: number) => urlFor('admin.email_swap.show', {}, { qs: { q: q || undefined, user: id } })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(urlFor('admin.email_swap.store'), { preserveScroll: true, onSuccess: () => form.reset('newEmail') })
  }

  return (
    <AdminLayout
      admin={admin}
      title="Email Swap"
      description={`Change an account's email address. The new address must confirm within ${validHours} hours; the old address is told and can cancel.`}
    >
      <Stack gap="lg">
        <div>
          <SearchBar path={urlFor('admin.email_swap.show')} q={q} label="Find the account" placeholder="Username, current email, name or id" />
          {!account && q && users.length === 0 && <Text>No account matches “{q}”.</Text>}
          {!account && users.length > 0 && (
            <>
              <Table.ScrollContainer minWidth={480}>
                <Table striped highlightOnHover withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Username</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Name</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {users.map((user) => (
                      <Table.Tr key={user.id}>
                        <Table.Td>
                          <Anchor component={Link} href={choose(user.id)} aria-label={`Choose ${user.username}`}>
                            {user.username}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <EmailText email={user.email} />
                        </Table.Td>
                        <Table.Td>{user.name}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {meta && <ListPagination path={urlFor('admin.email_swap.show')} meta={meta} params={{ q: q || undefined }} />}
            </>
          )}
        </div>

        {account && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="h4" mb="md">
              New address for {account.username}
            </Title>
            <DetailList
              items={[
                { label: 'Account', value: `${account.name} (@${account.username}, #${account.id})` },
                { label: 'Current email', value: `${account.email}${account.emailVerified ? ' (verified)' : ' (not verified)'}` },
              ]}
            />
            {account.deletedAt ? (
              <Alert color="gray" mt="md" title="Deleted account">
                This account was deleted, so its email cannot be changed.
              </Alert>
            ) : (
              <>
                {pending && (
                  <Alert color="blue" mt="md" title="Waiting for confirmation">
                    {pending.newEmail} has not confirmed yet (the link works until {formatInstant(pending.expiresAt, timezone)}). A new
                    request replaces it.
                  </Alert>
                )}
                <form onSubmit={submit} noValidate>
                  <Stack gap="sm" mt="md">
                    {errorOf(errors, 'userId') && (
                      <Alert color="red" role="alert">
                        {errorOf(errors, 'userId')}
                      </Alert>
                    )}
                    <TextInput
                      label="New email address"
                      description="We email it a link to confirm; the address changes only when it is used. The current address gets a notice with a link to cancel."
                      type="email"
                      autoComplete="off"
                      required
                      maxLength={254}
                      value={form.data.newEmail}
                      onChange={(event) => form.setData('newEmail', event.currentTarget.value)}
                      error={errorOf(errors, 'newEmail')}
                    />
                    <Group>
                      <Button type="submit" loading={form.processing} disabled={form.processing}>
                        Send the confirmation link
                      </Button>
                    </Group>
                  </Stack>
                </form>
              </>
            )}
          </Paper>
        )}

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            {account ? `Requests for ${account.username}` : 'Recent requests'}
          </Title>
          {swaps.length === 0 ? (
            <Text>No email swap yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={account ? 600 : 720}>
              <Table withTableBorder striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Asked</Table.Th>
                    {!account && <Table.Th>Account</Table.Th>}
                    <Table.Th>From</Table.Th>
                    <Table.Th>To</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>By</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {swaps.map((swap) => (
                    <Table.Tr key={swap.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(swap.createdAt, timezone)}</Table.Td>
                      {!account && (
                        <Table.Td>
                          <Anchor component={Link} href={choose(swap.userId)}>
                            {swap.username ?? `#${swap.userId}`}
                          </Anchor>
                        </Table.Td>
                      )}
                      <Table.Td>
                        <EmailText email={swap.oldEmail} />
                      </Table.Td>
                      <Table.Td>
                        <EmailText email={swap.newEmail} />
                      </Table.Td>
                      <Table.Td>
                        <Badge miw="max-content" variant="light" color={STATUS_COLORS[swap.status]} tt="none">
                          {STATUS_LABELS[swap.status]}
                        </Badge>
                        {swap.finishedAt && (
                          <Text size="xs" c="dimmed">
                            {formatInstant(swap.finishedAt, timezone)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{swap.requestedBy ?? 'the system'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </AdminLayout>
  )
}
