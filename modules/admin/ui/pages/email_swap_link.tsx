import type { FormEvent } from 'react'
import { Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { FormCard } from '~/components/form_card'
import { urlFor } from '~/lib/routes'

type Props = {
  link: 'confirm' | 'cancel'
  state: 'ready' | 'invalid' | 'confirmed' | 'canceled' | 'in_use'
  token: string | null
  /** The new address: in full on the confirm link (mailed to it), masked on the cancel link. */
  address: string | null
  helpEmail: string
}

const TITLES: Record<Props['link'], Record<Props['state'], string>> = {
  confirm: {
    ready: 'Confirm your new email address',
    invalid: 'This link does not work',
    confirmed: 'Your email address is changed',
    canceled: 'The change was canceled',
    in_use: 'This address is already in use',
  },
  cancel: {
    ready: 'Cancel the email change?',
    invalid: 'This link does not work',
    confirmed: 'Your email address is changed',
    canceled: 'The change is canceled',
    in_use: 'This address is already in use',
  },
}

/** admin/email_swap_link — the confirm link (new address) and the cancel link (old address) of a staff email swap. */
export default function EmailSwapLink({ link, state, token, address, helpEmail }: Props) {
  const form = useForm({ token: token ?? '' })
  const help = (
    <Anchor href={`mailto:${helpEmail}`} inherit>
      {helpEmail}
    </Anchor>
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(urlFor(link === 'confirm' ? 'email_swap.confirm' : 'email_swap.cancel'))
  }

  return (
    <FormCard
      title={TITLES[link][state]}
      footer={
        <Anchor component={Link} href={urlFor('auth.show_login')}>
          Go to sign in
        </Anchor>
      }
    >
      {state === 'ready' && (
        <form onSubmit={submit}>
          <Stack gap="md">
            {link === 'confirm' ? (
              <Text>
                Peerhaven staff were asked to make <strong>{address}</strong> the email address of your account. Confirm it to sign in
                with it from now on. You will be signed out everywhere.
              </Text>
            ) : (
              <Text>
                Peerhaven staff started changing your account&apos;s email address to <strong>{address}</strong>. If you did not ask
                for this, cancel it: your address stays as it is. Then write to {help}.
              </Text>
            )}
            <Button type="submit" fullWidth color={link === 'cancel' ? 'red' : undefined} loading={form.processing} disabled={form.processing}>
              {link === 'confirm' ? 'Confirm my new address' : 'Cancel the change'}
            </Button>
          </Stack>
        </form>
      )}
      {state === 'invalid' && (
        <Alert color="gray" role="status">
          This link is invalid or has expired. If you still need your email address changed, write to {help}.
        </Alert>
      )}
      {state === 'confirmed' && (
        <Alert color="teal" role="status">
          Sign in with your new address. You were signed out everywhere, and your old address was told about the change.
        </Alert>
      )}
      {state === 'canceled' && (
        <Alert color="teal" role="status">
          Your email address stays as it was; nothing else changed. If you did not ask for the change, write to {help}.
        </Alert>
      )}
      {state === 'in_use' && (
        <Alert color="orange" role="status">
          Another account uses this address now, so nothing changed. Please write to {help}.
        </Alert>
      )}
    </FormCard>
  )
}
