// The host simulator's notification tray (issue 29).
export const hostTrayMessages = {
  trayHeading: 'Notification tray',
  trayIntro:
    'What the phone shows: pushed by the H5 (notify) or found by the app’s poll. Tap one to open it.',
  trayEmpty: 'No notifications.',
} as const;
