import type { Clash } from '@app/contract/planner';

export type Slot = { id: string; start: number; end: number; screen: number; withSound: boolean };

const overlap = (a: Slot, b: Slot) => a.start < b.end && b.start < a.end;

/**
 * Marks each broadcast: which others run at the same time, and why it cannot be shown as planned —
 * another broadcast on its screen at the same time, a screen the bar does not have, or more sound
 * at one moment than the bar has sound zones.
 */
export function markClashes(slots: readonly Slot[], capacity: { screens: number; soundZones: number }) {
  const result = new Map<string, { overlapsWith: string[]; clashes: Clash[] }>();
  for (const slot of slots) {
    const others = slots.filter((o) => o.id !== slot.id && overlap(slot, o));
    const clashes: Clash[] = [];
    if (others.some((o) => o.screen === slot.screen)) clashes.push('screen');
    if (slot.screen > capacity.screens) clashes.push('noScreen');
    if (slot.withSound && maxSoundDuring(slot, slots) > capacity.soundZones) clashes.push('sound');
    result.set(slot.id, { overlapsWith: others.map((o) => o.id), clashes });
  }
  return result;
}

/** The most broadcasts with sound running at one moment of the slot (the peak is at some start). */
function maxSoundDuring(slot: Slot, slots: readonly Slot[]): number {
  const sounding = slots.filter((o) => o.withSound && overlap(slot, o));
  const moments = [slot.start, ...sounding.map((o) => o.start).filter((s) => s > slot.start && s < slot.end)];
  return Math.max(...moments.map((t) => sounding.filter((o) => o.start <= t && t < o.end).length));
}
