import { useEffect, useRef } from 'react';

const SOUND_KEY = 'tavern.sound';

/** Whether this browser wants a sound when a decision is theirs (off unless chosen). */
export function loadSoundChoice(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Remembers the sound choice. */
export function saveSoundChoice(on: boolean): void {
  localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
}

/** A short soft tone; nothing if the browser has no audio. */
function chime(): void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (AudioContextClass === undefined) return;
  const audio = new AudioContextClass();
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.frequency.value = 660;
  gain.gain.setValueAtTime(0.08, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.35);
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.35);
  tone.addEventListener('ended', () => {
    void audio.close();
  });
}

/**
 * The tab title says when a decision is yours ("● Your move · Regicide"), so a player in another
 * tab notices; with sound chosen, a chime plays once per new decision.
 */
export function useDecisionAlert(mine: boolean, title: string, yourMove: string, sound: boolean, version: number): void {
  const chimed = useRef(-1);
  useEffect(() => {
    const base = document.title;
    document.title = mine ? `● ${yourMove} · ${title}` : title;
    return () => {
      document.title = base;
    };
  }, [mine, title, yourMove]);
  useEffect(() => {
    if (!mine || !sound || chimed.current === version) return;
    chimed.current = version;
    chime();
  }, [mine, sound, version]);
}
