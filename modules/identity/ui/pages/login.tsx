import type { FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { AuthCard } from '../components/AuthCard'
import { FormAlert } from '../components/FormAlert'
import { errorOf, useFormErrors } from '~/lib/form_errors'

type LoginProps = {
  returnTo: string | null
}

type LoginForm = {
  uid: string
  password: string
  returnTo: string | null
}

/** identity/login — POST /login. */
export default function Login({ returnTo }: LoginProps) {
  const form = useForm<LoginForm>({ uid: '', password: '', returnTo: returnTo ?? null })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post('/login', { onFinish: () => form.reset('password') })
  }

  const signupHref = returnTo ? `/signup?returnTo=${encodeURIComponent(returnTo)}` : '/signup'

  return (
    <>
      <Head title="Sign in" />
      <AuthCard
        title="Welcome back"
        subtitle="Sign in to keep learning and tutoring with Peerhaven."
        footer={
          <Anchor component={Link} href={signupHref}>
            New here? Create an account
          </Anchor>
        }
      >
        <form onSubmit={submit} noValidate>
          <input type="hidden" name="returnTo" value={form.data.returnTo ?? ''} />
          <Stack gap="md">
            <FormAlert message={errorOf(errors, 'form')} />
            <TextInput
              label="Email or username"
              name="uid"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              withAsterisk={false}
              value={form.data.uid}
              onChange={(event) => form.setData('uid', event.currentTarget.value)}
              error={errorOf(errors, 'uid')}
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              withAsterisk={false}
              value={form.data.password}
              onChange={(event) => form.setData('password', event.currentTarget.value)}
              error={errorOf(errors, 'password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} href="/forgot-password" size="sm">
                Forgot your password?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth loading={form.processing} disabled={form.processing}>
              Sign in
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </>
  )
}
