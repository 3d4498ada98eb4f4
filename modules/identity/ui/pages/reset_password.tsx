import type { FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core'
import { AuthCard } from '../components/AuthCard'
import { FormAlert } from '../components/FormAlert'
import { errorOf, useFormErrors } from '~/lib/form_errors'

type ResetPasswordProps = {
  token: string
}

type ResetPasswordForm = {
  token: string
  password: string
  passwordConfirmation: string
}

/** identity/reset_password — POST /reset-password. */
export default function ResetPassword({ token }: ResetPasswordProps) {
  const form = useForm<ResetPasswordForm>({ token, password: '', passwordConfirmation: '' })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post('/reset-password', { onError: () => form.reset('password', 'passwordConfirmation') })
  }

  return (
    <>
      <Head title="Choose a new password" />
      <AuthCard
        title="Choose a new password"
        subtitle="At least 8 characters. A long passphrase is great."
        footer={
          <Anchor component={Link} href="/forgot-password">
            Need a new link?
          </Anchor>
        }
      >
        <form onSubmit={submit} noValidate>
          <input type="hidden" name="token" value={form.data.token} />
          <Stack gap="md">
            <FormAlert message={errorOf(errors, 'token') ?? errorOf(errors, 'form')} />
            <PasswordInput
              label="New password"
              name="password"
              autoComplete="new-password"
              required
              withAsterisk={false}
              value={form.data.password}
              onChange={(event) => form.setData('password', event.currentTarget.value)}
              error={errorOf(errors, 'password')}
            />
            <PasswordInput
              label="Confirm new password"
              name="passwordConfirmation"
              autoComplete="new-password"
              required
              withAsterisk={false}
              value={form.data.passwordConfirmation}
              onChange={(event) => form.setData('passwordConfirmation', event.currentTarget.value)}
              error={errorOf(errors, 'passwordConfirmation')}
            />
            <Button type="submit" fullWidth loading={form.processing} disabled={form.processing}>
              Save new password
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </>
  )
}
