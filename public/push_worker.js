/*
 * Peerhaven's service worker, for web push only (issue 14 §2): shows the notification the server
 * sent and opens its link (a path on this site, through /notifications/:id/open) when clicked.
 */
self.addEventListener('push', (event) => {
  let message = { title: 'Peerhaven', body: '', url: '/notifications' }
  try {
    message = { ...message, ...event.data.json() }
  } catch {
    // Not JSON: keep the defaults.
  }
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, data: { url: message.url } }))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = event.notification.data && event.notification.data.url
  // Only a path on this site, never another host.
  const path = typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : '/notifications'
  event.waitUntil(self.clients.openWindow(path))
})
