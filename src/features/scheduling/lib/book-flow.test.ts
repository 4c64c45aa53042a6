import { describe, expect, it } from 'vitest';
import { previousChoice, readChoice, stepOf, writeChoice } from './book-flow';
import { mergeSlots } from './merge-slots';

const choice = (query: string) => readChoice(new URLSearchParams(query));

describe('the booking steps in the address', () => {
  it('finds the step from what is chosen', () => {
    expect(stepOf(choice(''), false)).toBe('service');
    expect(stepOf(choice('service=pt'), false)).toBe('trainer');
    expect(stepOf(choice('service=pt&trainer=any'), false)).toBe('time');
    expect(stepOf(choice('service=pt&trainer=any&slot=2026-11-30T09:00:00Z'), false)).toBe('time');
    expect(stepOf(choice('service=pt&trainer=any&slot=2026-11-30T09:00:00Z&with=t1'), false)).toBe('confirm');
    expect(stepOf(choice('service=club'), true)).toBe('class-time');
    expect(stepOf(choice('service=club&session=s1'), true)).toBe('confirm');
  });

  it('steps back one at a time, keeping the day chosen', () => {
    const confirm = choice('service=pt&trainer=any&day=2026-11-30&slot=2026-11-30T09:00:00Z&with=t1');
    const time = previousChoice(confirm, false)!;
    expect(writeChoice(time).toString()).toBe('service=pt&trainer=any&day=2026-11-30');
    expect(writeChoice(previousChoice(time, false)!).toString()).toBe('service=pt');
    expect(writeChoice(previousChoice(choice('service=pt'), false)!).toString()).toBe('');
    expect(previousChoice(choice(''), false)).toBeNull();
    expect(writeChoice(previousChoice(choice('service=club&session=s1'), true)!).toString()).toBe('service=club');
  });
});

describe('"Any available"', () => {
  it("merges the trainers' slots soonest first, keeping the trainers' order at the same time", () => {
    const slot = (trainerId: string, startsAt: string) => ({ trainerId, startsAt, endsAt: startsAt });
    expect(
      mergeSlots([
        [slot('a', '2026-11-30T10:00:00Z'), slot('a', '2026-11-30T12:00:00Z')],
        [slot('b', '2026-11-30T09:00:00Z'), slot('b', '2026-11-30T10:00:00Z')],
      ]).map((item) => `${item.trainerId}@${item.startsAt.slice(11, 16)}`),
    ).toEqual(['b@09:00', 'a@10:00', 'b@10:00', 'a@12:00']);
  });
});
