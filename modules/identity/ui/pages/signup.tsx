import type { FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { AuthCard } from '../components/AuthCard'
import { FormAlert } from '../components/FormAlert'
import { errorOf, useFormErrors } from '~/lib/form_errors'

type SignupProps = {
  returnTo: string | null
}

type SignupForm = {
  name: string
  username: string
  email: string
  password: string
  /** YYYY-MM-DD, as a native date input gives it. */
  dateOfBirth: string
  returnTo: string | null
}

function todayIso() {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** identity/signup — POST /signup. */
export default function Signup({ returnTo }: SignupProps) {
  const form = useForm<SignupForm>({
    name: '',
    username: '',
    email: '',
    password: '',
    dateOfBirth: '',
    returnTo: returnTo ?? null,
  })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post('/signup', { onError: () => form.reset('password') })
  }

  const loginHref = returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'

  return (
    <>
      <Head title="Create an account" />
      <AuthCard
        title="Join Peerhaven"
        subtitle="Free tutoring and study groups, run by volunteers who love to help."
        footer={
          <>
            Already have an account?{' '}
            <Anchor component={Link} href={loginHref}>
              Sign in
            </Anchor>
          </>
        }
      >
        <form onSubmit={submit} noValidate>
          <input type="hidden" name="returnTo" value={form.data.returnTo ?? ''} />
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              All fields are required.
            </Text>
            <FormAlert message={errorOf(errors, 'form')} />
            <TextInput
              label="Name"
              name="name"
              autoComplete="name"
              required
              withAsterisk={false}
              value={form.data.name}
              onChange={(event) => form.setData('name', event.currentTarget.value)}
              error={errorOf(errors, 'name')}
            />
            <TextInput
              label="Username"
              name="username"
              description="3-30 letters, numbers, dot, dash or underscore"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              withAsterisk={false}
              value={form.data.username}
              onChange={(event) => form.setData('username', event.currentTarget.value)}
              error={errorOf(errors, 'username')}
            />
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
            <PasswordInput
              label="Password"
              name="password"
              description="At least 8 characters. A long passphrase is great."
              autoComplete="new-password"
              required
              withAsterisk={false}
              value={form.data.password}
              onChange={(event) => form.setData('password', event.currentTarget.value)}
              error={errorOf(errors, 'password')}
            />
            <TextInput
              label="Date of birth"
              name="dateOfBirth"
              type="date"
              description="Peerhaven is for people 13 and older."
              autoComplete="bday"
              min="1900-01-01"
              max={todayIso()}
              required
              withAsterisk={false}
              value={form.data.dateOfBirth}
              onChange={(event) => form.setData('dateOfBirth', event.currentTarget.value)}
              error={errorOf(errors, 'dateOfBirth')}
            />
            <Text size="sm" c="dimmed">
              By signing up you agree to our community guidelines.
            </Text>
            <Button type="submit" fullWidth loading={form.processing} disabled={form.processing}>
              Create account
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </>
  )
}
