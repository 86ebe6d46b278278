// The borrower's notification list (issue 29): the H5's list and the native app's tray read it.

export const notificationInboxCalls = {};
