import type { FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core'
import { IconMailCheck } from '@tabler/icons-react'
import { AuthCard } from '../components/AuthCard'
import { FormAlert } from '../components/FormAlert'
import { errorOf, useFormErrors } from '~/lib/form_errors'

type ForgotPasswordForm = {
  email: string
}

/** identity/forgot_password — POST /forgot-password. */
export default function ForgotPassword() {
  const form = useForm<ForgotPasswordForm>({ email: '' })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post('/forgot-password', { preserveScroll: true })
  }

  return (
    <>
      <Head title="Forgot your password?" />
      <AuthCard
        title="Forgot your password?"
        subtitle="Enter the email you signed up with. If an account exists for it, we'll email you a link to choose a new password."
        footer={
          <Anchor component={Link} href="/login">
            Back to sign in
          </Anchor>
        }
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {form.wasSuccessful ? (
              <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
                If an account exists for that address, a reset link is on its way. Check your spam folder too.
              </Alert>
            ) : null}
            <FormAlert message={errorOf(errors, 'form')} />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              withAsterisk={false}
              value={form.data.email}
              onChange={(event) => form.setData('email', event.currentTarget.value)}
              error={errorOf(errors, 'email')}
            />
            <Button type="submit" fullWidth loading={form.processing} disabled={form.processing}>
              Email me a reset link
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </>
  )
}
