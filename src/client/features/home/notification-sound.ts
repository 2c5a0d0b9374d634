import { shouldPlayTallySound } from '../../../domain/site/timing-rules';

type AudioContextConstructor = new () => AudioContext;

let lastPlayedAt: number | null = null;
let context: AudioContext | null = null;

function audioContextConstructor(): AudioContextConstructor | null {
  const scope = globalThis as typeof globalThis & {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/**
 * A short two-tone blip made with the Web Audio API (no file to download). A vote storm
 * would otherwise turn into a buzz, so it plays at most once a debounce window across
 * all cards. Returns whether a sound was started. Browsers without audio stay silent.
 */
export function playNotificationSound(now = performance.now()): boolean {
  if (!shouldPlayTallySound(lastPlayedAt, now)) return false;
  const AudioCtor = audioContextConstructor();
  if (!AudioCtor) return false;
  lastPlayedAt = now;
  try {
    context ??= new AudioCtor();
    // Before the fan has interacted, the browser keeps the context suspended; that is fine.
    if (context.state === 'suspended') void context.resume().catch(() => {});
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.08);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.08, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.2);
  } catch {
    // Audio blocked or unavailable: the animation alone tells the story.
  }
  return true;
}

export function resetNotificationSound(): void {
  lastPlayedAt = null;
  context = null;
}
