// What the bell says. Each sentence names the situation and what the fan can do about it.

export const BELL_LABEL = 'Race alerts';

export const BELL_MESSAGES = {
  on: "Alerts on: we'll tell you when voting opens and when the verdict is in. Tap the bell again to turn them off.",
  off: 'Alerts off. Tap the bell to turn them back on.',
  iosInstall:
    'On iPhone and iPad, alerts work in the installed app: tap Share, then Add to Home Screen, open GP Vibes from your Home Screen and tap the bell there.',
  unsupported:
    "This browser can't receive push alerts. Try a current Chrome, Edge, Firefox or Safari.",
  denied:
    "Notifications are blocked for this site. Allow them in your browser's site settings, then tap the bell again.",
  dismissed:
    'No alerts yet: the permission prompt was closed. Tap the bell again and choose Allow.',
  notReady: 'The app is still starting up. Reload the page and tap the bell again.',
  pushServiceFailed:
    "Your browser couldn't reach its push service, so alerts are still off. Check your connection and try again.",
  saveFailed:
    "We couldn't save your alert subscription, so alerts are still off. Please try again.",
  saveLimited:
    'Alerts are busy right now (many fans on your network just turned them on). Please try again later.',
  offFailed: "We couldn't turn alerts off. Please try again.",
  sprintsFailed: "We couldn't save your sprint alert choice. Please try again.",
} as const;

/** Beside the bell while alerts are on: a sprint's two alerts can be turned off alone. */
export const SPRINT_ALERTS_LABEL = 'Sprint alerts';
