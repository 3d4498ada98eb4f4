import { useState, type ReactNode } from 'react'
import { Head, router } from '@inertiajs/react'
import { Alert, Anchor, Box, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconAlertTriangle,
  IconBan,
  IconCircleCheck,
  IconClockPause,
  IconHourglass,
  IconLock,
  IconLockAccess,
  IconLogin,
  IconMailCheck,
  IconRoute,
  IconVideo,
} from '@tabler/icons-react'
import { errorOf } from '~/lib/form_errors'
import { OutletZone } from '~/components/outlet_zone'
import type { OutletComponent } from '~/lib/outlets'
import type { Data } from '~generated/data'
import type { PageAccessCode } from '../../access.js'

/*
 * spec 000 §2.3: the nine access-blocked screens, chosen by a page-access error code.
 * Every screen has a Return Home button except not_enough_age (nothing at home for them).
 */

// The server's page-access codes (spec 000 §2.3), type-only.
type AccessBlockedCode = PageAccessCode

type SuspensionActionProp = Data.Identity.SuspensionAction

type AccessBlockedProps = {
  code: AccessBlockedCode
  currentPath: string
  verifyingEmail: boolean
  email?: string
  suspensionAction?: SuspensionActionProp | null
  /** Sections higher layers add under a suspension (safety: the sanction and its appeal). */
  sections?: OutletComponent[]
}

const SUPPORT_EMAIL = 'help@peerhaven.org'
const SAFETY_EMAIL = 'safety@peerhaven.org'
const GMAIL_SEARCH_URL = 'https://mail.google.com/mail/u/0/#search/from%3Apeerhaven'

/** The path with the verifying_email query parameter removed (keeps others and the hash). */
function withoutVerifyingEmail(path: string): string {
  try {
    const url = new URL(path || '/', 'https://same-site.invalid')
    url.searchParams.delete('verifying_email')
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return path || '/'
  }
}

function isGmail(email: string | undefined) {
  if (!email) return false
  const address = email.trim().toLowerCase()
  return address.endsWith('@gmail.com') || address.endsWith('@googlemail.com')
}

function formatDate(iso: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

function SupportLink({ children }: { children?: ReactNode }) {
  return <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{children ?? SUPPORT_EMAIL}</Anchor>
}

type ScreenProps = {
  icon: ReactNode
  color: string
  title: string
  children?: ReactNode
  actions?: ReactNode
  hideReturnHome?: boolean
}

function Screen({ icon, color, title, children, actions, hideReturnHome }: ScreenProps) {
  return (
    <>
      <Head title={title} />
      <Box maw={560} mx="auto" px={{ base: 'xs', sm: 0 }} py={{ base: 'lg', sm: 'xl' }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
            {actions || !hideReturnHome ? (
              <Stack gap="sm" w="100%" maw={320} mt="xs">
                {actions}
                {hideReturnHome ? null : (
                  <Button component="a" href="/" variant={actions ? 'default' : 'filled'} fullWidth>
                    Return Home
                  </Button>
                )}
              </Stack>
            ) : null}
          </Stack>
        </Paper>
      </Box>
    </>
  )
}

const ICON_SIZE = 34

function NotLoggedIn({ currentPath }: { currentPath: string }) {
  return (
    <Screen
      icon={<IconLogin size={ICON_SIZE} />}
      color="blue"
      title="Please sign in to access this page"
      actions={
        <Button component="a" href={`/api/auth/login?returnTo=${encodeURIComponent(currentPath)}`} fullWidth>
          Sign In
        </Button>
      }
    >
      <Text c="dimmed">You need a Peerhaven account to see this page. Signing up is free.</Text>
    </Screen>
  )
}

function EmailNotVerified({ currentPath, verifyingEmail, email }: { currentPath: string; verifyingEmail: boolean; email?: string }) {
  const [resent, setResent] = useState(false)
  const [sending, setSending] = useState(false)
  const [resendError, setResendError] = useState<string | null>(null)

  const verifiedHref = `/api/auth/login?mode=verify&returnTo=${encodeURIComponent(withoutVerifyingEmail(currentPath))}`

  function resend() {
    setSending(true)
    setResendError(null)
    router.post(
      '/api/auth/verification-email',
      {},
      {
        preserveScroll: true,
        preserveState: true,
        onSuccess: () => setResent(true),
        onError: (errors) => {
          // The button stays so they can try again; the server also flashes a toast.
          setResendError(errorOf(errors, 'form') ?? errorOf(errors, 'email') ?? null)
        },
        onFinish: () => setSending(false),
      }
    )
  }

  return (
    <Screen
      icon={<IconMailCheck size={ICON_SIZE} />}
      color="blue"
      title="Please verify your email"
      actions={
        <>
          <Button component="a" href={verifiedHref} leftSection={<IconCircleCheck size={18} aria-hidden />} fullWidth>
            I verified my email
          </Button>
          {isGmail(email) ? (
            <Button component="a" href={GMAIL_SEARCH_URL} target="_blank" rel="noopener noreferrer" variant="light" fullWidth>
              Open Gmail
            </Button>
          ) : null}
          {resent ? (
            <Text size="sm" role="status">
              Email verification has been re-sent (make sure to check spam as well).
            </Text>
          ) : (
            <Button variant="light" onClick={resend} loading={sending} disabled={sending} fullWidth>
              Resend verification email
            </Button>
          )}
          {resendError && !resent ? (
            <Text size="sm" c="red" role="alert">
              {resendError}
            </Text>
          ) : null}
        </>
      }
    >
      {verifyingEmail ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" w="100%" ta="left">
          Your email has not been verified yet. Please try again.
        </Alert>
      ) : null}
      {email ? (
        <Text>
          We sent a link to{' '}
          <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          . Open it to confirm your address, then come back here.
        </Text>
      ) : (
        <Text>We sent you a link. Open it to confirm your address, then come back here.</Text>
      )}
      <Text size="sm" c="dimmed">
        Used the wrong address?{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => router.post('/api/auth/logout')}>
          Log out
        </Anchor>{' '}
        and sign up again.
      </Text>
    </Screen>
  )
}

function SuspensionDate({ action }: { action: SuspensionActionProp }) {
  const date = formatDate(action.createdAt)
  if (!date) return null
  return (
    <Text size="sm" c="dimmed">
      Since {date}
    </Text>
  )
}

function UserSuspended({ suspensionAction, sections }: { suspensionAction?: SuspensionActionProp | null; sections: OutletComponent[] }) {
  // spec 000 §2.3 / spec 002 §8: a suspended page without a suspensionAction is an assertion failure.
  if (!suspensionAction) {
    throw new Error('Assertion failed: user_suspended requires a suspensionAction')
  }
  return (
    <Screen icon={<IconBan size={ICON_SIZE} />} color="red" title="Your account has been suspended.">
      <SuspensionDate action={suspensionAction} />
      {suspensionAction.note !== null ? (
        <Paper withBorder radius="md" p="md" w="100%" ta="left" bg="var(--mantine-color-default-hover)">
          <Text fw={700} size="sm" mb={4}>
            Note from the safety team
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{suspensionAction.note}</Text>
        </Paper>
      ) : (
        <Text>
          Our community guidelines keep Peerhaven safe for everyone. Your account was suspended for this reason:{' '}
          {suspensionAction.reason}.
        </Text>
      )}
      <OutletZone entries={sections} />
      <Text size="sm">
        If you have questions or think this is a mistake, email <SupportLink />.
      </Text>
    </Screen>
  )
}

function UserMaybeSuspended({ suspensionAction, sections }: { suspensionAction?: SuspensionActionProp | null; sections: OutletComponent[] }) {
  const temporary = suspensionAction?.context === 'learner-no-shows'
  const title = temporary ? 'Your account has been temporarily suspended' : 'Your account is under review'
  return (
    <Screen icon={temporary ? <IconClockPause size={ICON_SIZE} /> : <IconHourglass size={ICON_SIZE} />} color="orange" title={title}>
      {temporary ? (
        <Text>Some features are paused for now. This is temporary.</Text>
      ) : (
        <Text>Our safety team is taking a look at your account. You don't need to do anything right now.</Text>
      )}
      {suspensionAction?.reason ? (
        <Text>
          <Text span fw={700}>
            Reason:
          </Text>{' '}
          {suspensionAction.reason}
        </Text>
      ) : null}
      <OutletZone entries={sections} />
      <Text size="sm">
        Questions? Contact user support at <SupportLink />.
      </Text>
    </Screen>
  )
}

/** identity/access_blocked — rendered by the server with the status of the blocking code. */
export default function AccessBlocked({ code, currentPath, verifyingEmail, email, suspensionAction, sections = [] }: AccessBlockedProps) {
  switch (code) {
    case 'not_logged_in':
      return <NotLoggedIn currentPath={currentPath} />
    case 'email_not_verified':
      return <EmailNotVerified currentPath={currentPath} verifyingEmail={verifyingEmail} email={email} />
    case 'not_enough_permission':
      return (
        <Screen icon={<IconLock size={ICON_SIZE} />} color="gray" title="Access Denied">
          <Text>This page needs permissions that your account doesn't have.</Text>
        </Screen>
      )
    case 'onboarding_already_finished':
      return (
        <Screen icon={<IconLockAccess size={ICON_SIZE} />} color="gray" title="Access Denied">
          <Text>You've already finished onboarding. Please return home to keep going.</Text>
        </Screen>
      )
    case 'onboarding_not_finished':
      return (
        <Screen
          icon={<IconRoute size={ICON_SIZE} />}
          color="teal"
          title="Almost There"
          actions={
            <Button component="a" href={`/onboarding?returnTo=${encodeURIComponent(currentPath)}`} fullWidth>
              Return to Onboarding
            </Button>
          }
        >
          <Text>Finish a few quick questions about yourself to unlock this page.</Text>
        </Screen>
      )
    case 'user_rejected':
      return (
        <Screen icon={<IconVideo size={ICON_SIZE} />} color="grape" title="You're almost there!">
          <Text>
            Before we can open your account, our safety team would like a quick video message from you. Record a short
            video saying hello and why you want to join, and send it to{' '}
            <Anchor href={`mailto:${SAFETY_EMAIL}`}>{SAFETY_EMAIL}</Anchor>.
          </Text>
          <Text size="sm">
            Need help? Contact <SupportLink>user support</SupportLink>.
          </Text>
        </Screen>
      )
    case 'user_suspended':
      return <UserSuspended suspensionAction={suspensionAction} sections={sections} />
    case 'user_maybe_suspended':
      return <UserMaybeSuspended suspensionAction={suspensionAction} sections={sections} />
    case 'not_enough_age':
      return (
        <Screen icon={<IconHourglass size={ICON_SIZE} />} color="blue" title="You are too young to access this page!" hideReturnHome>
          <Text>Peerhaven is for people aged 13 and older. Please come back after you turn 13.</Text>
        </Screen>
      )
    default: {
      // An unknown code never leaves someone stuck: show the generic denial.
      const unknown: never = code
      void unknown
      return (
        <Screen icon={<IconLock size={ICON_SIZE} />} color="gray" title="Access Denied">
          <Text>You can't open this page right now.</Text>
        </Screen>
      )
    }
  }
}
