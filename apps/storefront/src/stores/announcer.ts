/**
 * The app-wide polite live region's text (WCAG 4.1.3): cart changes and the receipt
 * are announced to screen readers without moving focus. `announce` replaces the text; the same
 * text twice is announced twice (a counter makes each announcement new).
 */
import { create } from 'zustand';

interface AnnouncerState {
  message: string;
  /** Increases with every announcement, so the live region re-renders even for the same text. */
  seq: number;
  announce(message: string): void;
}

export const useAnnouncer = create<AnnouncerState>()((set) => ({
  message: '',
  seq: 0,
  announce: (message) => set((s) => ({ message, seq: s.seq + 1 })),
}));

/** Announces a message politely (outside React too). */
export const announce = (message: string) => useAnnouncer.getState().announce(message);
