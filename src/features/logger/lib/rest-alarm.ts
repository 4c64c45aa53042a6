import { readStorage, writeStorage } from '@/lib/storage';

/** How the end of a rest is announced; each is a setting kept on this device (default on). */
export interface RestAlarmSettings {
  sound: boolean;
  vibrate: boolean;
}

const SOUND_KEY = 'liftwise-rest-sound';
const VIBRATE_KEY = 'liftwise-rest-vibrate';

export function readRestAlarmSettings(): RestAlarmSettings {
  return { sound: readStorage(SOUND_KEY) !== 'off', vibrate: readStorage(VIBRATE_KEY) !== 'off' };
}

export function writeRestAlarmSettings(settings: RestAlarmSettings): void {
  writeStorage(SOUND_KEY, settings.sound ? 'on' : 'off');
  writeStorage(VIBRATE_KEY, settings.vibrate ? 'on' : 'off');
}

let audio: AudioContext | null = null;

/** Three short beeps through Web Audio (no sound file to download or cache). */
function beep(): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  audio ??= new Context();
  void audio.resume().catch(() => undefined);
  const start = audio.currentTime + 0.02;
  for (let index = 0; index < 3; index += 1) {
    const at = start + index * 0.25;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.2);
  }
}

/** Announces the end of a rest as the settings say; failures (no audio, no vibration) are silent. */
export function announceRestEnd(settings: RestAlarmSettings): void {
  try {
    if (settings.vibrate) navigator.vibrate?.([200, 100, 200]);
    if (settings.sound) beep();
  } catch {
    // A missing speaker or a refused vibration is not an error the person can act on.
  }
}
