import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import '@mantine/charts/styles.css'
import { createInertiaApp } from '@inertiajs/react'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { AppShell } from './layouts/app_shell'
import { resolvePage } from './pages'
import { cssVariables, PRIMARY_HEX, theme } from './theme'

void createInertiaApp({
  resolve: resolvePage,
  // Pages that set their own `layout` keep it; every other page gets the frame.
  layout: () => AppShell,
  title: (title) => (title ? `${title} · Peerhaven` : 'Peerhaven'),
  progress: { color: PRIMARY_HEX, delay: 0 },
  withApp: (app) => (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariables}>
      <Notifications />
      {app}
    </MantineProvider>
  ),
})
